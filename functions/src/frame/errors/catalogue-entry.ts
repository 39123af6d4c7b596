/** One error of the catalogue: the HTTP status, the envelope status, the message in both languages. */
export interface CatalogueEntry {
  /** HTTP status of the response. Client mistakes stay 200 with a non-200 envelope status (the contract). */
  readonly httpStatus: number;
  /** `status` field of the envelope. */
  readonly status: number;
  readonly 'zh-CN': string;
  readonly 'en-US': string;
  /**
   * The request field the error refuses, when it is about one (`endTime` for an end before the start).
   * The answer then names it for clients, as a refusal of the input check does: `msg` is
   * "Invalid parameter <field>: <message>" and `data` is `{field, message}` (see AppError). The
   * message itself names the field in words.
   */
  readonly field?: string;
}
