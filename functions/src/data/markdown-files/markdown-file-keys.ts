/**
 * Where markdown uploads live: the object `markdown/<fileId>` of the uploads bucket is served to
 * browsers at `/public/md/<fileId>` (CloudFront in the cloud, the HTTP adapter locally), where
 * `<fileId>` is 32 hex digits and an extension the server chose, never the uploader's name.
 */
export const publicMarkdownPrefix = '/public/md/';
export const markdownObjectPrefix = 'markdown/';

const publicMarkdownPath = /^\/public\/md\/([0-9a-f]{32}\.[a-z0-9]{1,10})$/;

export function markdownObjectKey(fileId: string): string {
  return `${markdownObjectPrefix}${fileId}`;
}

export function markdownFileUrl(fileId: string): string {
  return `${publicMarkdownPrefix}${fileId}`;
}

/** The object behind a public markdown path, or undefined when the path names none. */
export function markdownObjectKeyOfPath(path: string): string | undefined {
  const match = publicMarkdownPath.exec(path);
  return match?.[1] ? markdownObjectKey(match[1]) : undefined;
}
