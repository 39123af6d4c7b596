import { publicImagePrefix, publicObjectOfPath } from '../uploads/public-upload-paths';

/**
 * Where avatars live: the object `avatars/<uid>/<file>` of the uploads bucket, linked as
 * `/api/public/img/avatar/<uid>/<file>` (links of the older form `/public/avatar/…` are still served
 * and still name the same object; see uploads/public-upload-paths.ts).
 */
export const avatarObjectPrefix = 'avatars/';

export function avatarObjectKey(uid: string, file: string): string {
  return `${avatarObjectPrefix}${uid}/${file}`;
}

export function avatarUrl(uid: string, file: string): string {
  return `${publicImagePrefix}avatar/${uid}/${file}`;
}

/** The object behind a public avatar path (either form), or undefined when the path names no avatar. */
export function avatarObjectKeyOfPath(path: string): string | undefined {
  const target = publicObjectOfPath(path);
  return target?.kind === 'avatar' ? target.key : undefined;
}
