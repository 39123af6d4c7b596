/**
 * What a handler returns to answer with a file instead of the JSON envelope (a test data archive).
 * The frame sends the bytes as they are, with the type and a download name.
 */
export class FileDownload {
  constructor(
    readonly bytes: Uint8Array,
    readonly contentType: string,
    readonly filename: string,
  ) {}
}
