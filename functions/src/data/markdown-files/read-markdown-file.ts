import { readPublicUpload, type PublicUpload } from '../uploads/read-public-upload';
import { markdownObjectKeyOfPath } from './markdown-file-keys';

export type MarkdownFile = PublicUpload & { contentDisposition: string };

/**
 * Read the file behind a public markdown path with the headers it was stored with, or undefined when
 * the path names none; a file stored without a disposition is served as an attachment.
 */
export async function readMarkdownFileAt(path: string): Promise<MarkdownFile | undefined> {
  const key = markdownObjectKeyOfPath(path);
  const file = key ? await readPublicUpload(key) : undefined;
  return file && { ...file, contentDisposition: file.contentDisposition ?? 'attachment' };
}
