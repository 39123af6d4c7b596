/** One error of the catalogue: the HTTP status, the envelope status, the message in both languages. */
export interface CatalogueEntry {
  /** HTTP status of the response. Client mistakes stay 200 with a non-200 envelope status (the contract). */
  readonly httpStatus: number;
  /** `status` field of the envelope. */
  readonly status: number;
  readonly 'zh-CN': string;
  readonly 'en-US': string;
}
