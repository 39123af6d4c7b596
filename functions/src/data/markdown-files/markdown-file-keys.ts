import { publicFilePrefix, publicImagePrefix } from '../uploads/public-upload-paths';

/**
 * Where markdown uploads live: the object `markdown/<fileId>` of the uploads bucket, linked as
 * `/api/public/img/md/<fileId>` for a picture and `/api/public/file/md/<fileId>` for any other file
 * (links of the older form `/public/md/<fileId>` are still served), where `<fileId>` is 32 hex digits
 * and an extension the server chose, never the uploader's name.
 */
export const markdownObjectPrefix = 'markdown/';

export function markdownObjectKey(fileId: string): string {
  return `${markdownObjectPrefix}${fileId}`;
}

/** The link the editor puts into the markdown: under the pictures' prefix or the files'. */
export function markdownFileUrl(fileId: string, kind: 'image' | 'file'): string {
  return `${kind === 'image' ? publicImagePrefix : publicFilePrefix}md/${fileId}`;
}
