import * as z from 'zod';

/**
 * A file sent in a multipart/form-data request. The server's frame parses such a request into a
 * `{ fields, files }` body, which the call's body schema then validates like any other.
 */
export const uploadedFileSchema = z.object({
  /** The form field the file came in. */
  field: z.string(),
  filename: z.string(),
  /** As the client declared it; check the content, not this. */
  mimeType: z.string(),
  content: z.instanceof(Uint8Array),
});

export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** The body of a multipart call: its text fields and its files. */
export function multipartBody<Fields extends z.ZodRawShape>(fields: Fields) {
  return z.object({ fields: z.object(fields), files: z.array(uploadedFileSchema) });
}

/** The largest multipart request the frame reads (API Gateway's payload limit is 10 MB). */
export const maxMultipartBytes = 10 * 1024 * 1024;
