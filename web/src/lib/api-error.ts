/** Why a call failed: the server refused it (`status`), or it never got a usable answer. */
export type ApiFailureKind = 'refused' | 'http' | 'timeout' | 'network';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiFailureKind,
    message: string,
    /** Envelope status for `refused`, HTTP status for `http`, 0 otherwise. */
    readonly status: number = 0,
    /** The request field a refusal is about (`data.field` of the answer), e.g. `awardConfigList.0.name`. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
