import busboy from 'busboy';
import { maxMultipartBytes, type UploadedFile } from '@oj/shared';
import { AppError } from '../app-error';

/** Reads a multipart/form-data body into its text fields and files, all in memory. */
export function parseMultipart(
  contentType: string,
  body: Buffer,
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: UploadedFile[] = [];
    let parser: busboy.Busboy;
    try {
      // Browsers send file names as raw UTF-8 (a statement's `数据.pdf`); busboy reads latin1 by default.
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: { fileSize: maxMultipartBytes },
        defParamCharset: 'utf8',
      });
    } catch (error) {
      reject(new AppError('malformedMultipart', { reason: (error as Error).message }));
      return;
    }
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => reject(new AppError('requestTooLarge', { limit: maxMultipartBytes })));
      stream.on('end', () =>
        files.push({
          field,
          filename: info.filename ?? '',
          mimeType: info.mimeType,
          content: new Uint8Array(Buffer.concat(chunks)),
        }),
      );
    });
    parser.on('error', (error: Error) =>
      reject(new AppError('malformedMultipart', { reason: error.message })),
    );
    parser.on('close', () => resolve({ fields, files }));
    parser.end(body);
  });
}
