/**
 * The paths browsers read the uploads bucket's public objects at (CloudFront in the cloud, the HTTP
 * adapter locally). Links given out now sit under `/api`, as the original server's do, so a proxy or
 * CDN that forwards only `/api` to the site still serves them:
 *
 * | link                                    | object                    | what                                   |
 * | --------------------------------------- | ------------------------- | -------------------------------------- |
 * | `/api/public/img/avatar/<owner>/<file>` | `avatars/<owner>/<file>`  | avatars; carousel pictures (`carousel`) |
 * | `/api/public/img/md/<fileId>`           | `markdown/<fileId>`       | a picture in a statement               |
 * | `/api/public/file/md/<fileId>`          | `markdown/<fileId>`       | a file linked from a statement         |
 *
 * Links given out before, `/public/<tail>` and `/api/public/<tail>` with the same tails, stay served:
 * profiles and markdown keep them. Nothing else of the bucket has a path. CloudFront's viewer-request
 * function (infra/src/stacks/web-stack.ts) is built from the two patterns below, so the edge and the
 * local adapter cannot disagree.
 */

/** The original server's prefix of pictures (avatars, carousel, statement images). */
export const publicImagePrefix = '/api/public/img/';
/** The original server's prefix of files to download. */
export const publicFilePrefix = '/api/public/file/';

/** An avatar's path: group 1 the owner (a uid, or `carousel`), group 2 the file. */
export const publicAvatarPath =
  /^(?:\/api\/public\/img|\/api\/public|\/public)\/avatar\/([A-Za-z0-9_-]{1,64})\/([A-Za-z0-9_-]{1,64}\.[a-z]{3,4})$/;

/** A markdown upload's path: group 1 its file id (32 hex digits and the extension the server chose). */
export const publicMarkdownPath =
  /^(?:\/api\/public\/(?:img|file)|\/api\/public|\/public)\/md\/([0-9a-f]{32}\.[a-z0-9]{1,10})$/;

export type PublicObjectKind = 'avatar' | 'markdown';

/** The object behind a public path and its kind, or undefined when the path names none. */
export function publicObjectOfPath(path: string): { key: string; kind: PublicObjectKind } | undefined {
  const avatar = publicAvatarPath.exec(path);
  if (avatar?.[1] && avatar[2]) return { key: `avatars/${avatar[1]}/${avatar[2]}`, kind: 'avatar' };
  const markdown = publicMarkdownPath.exec(path);
  if (markdown?.[1]) return { key: `markdown/${markdown[1]}`, kind: 'markdown' };
  return undefined;
}
