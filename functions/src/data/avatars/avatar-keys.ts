/**
 * Where avatars live: the object `avatars/<uid>/<file>` of the uploads bucket is served to browsers at
 * `/public/avatar/<uid>/<file>` (CloudFront in the cloud, the HTTP adapter locally). Only this one
 * mapping is public; nothing else of the bucket can be reached through /public.
 */
export const publicAvatarPrefix = '/public/avatar/';
export const avatarObjectPrefix = 'avatars/';

const segment = '[A-Za-z0-9_-]{1,64}';
const publicAvatarPath = new RegExp(`^${publicAvatarPrefix}(${segment})/(${segment}\\.[a-z]{3,4})$`);

export function avatarObjectKey(uid: string, file: string): string {
  return `${avatarObjectPrefix}${uid}/${file}`;
}

export function avatarUrl(uid: string, file: string): string {
  return `${publicAvatarPrefix}${uid}/${file}`;
}

/** The object behind a public avatar path, or undefined when the path names no avatar. */
export function avatarObjectKeyOfPath(path: string): string | undefined {
  const match = publicAvatarPath.exec(path);
  return match?.[1] && match[2] ? avatarObjectKey(match[1], match[2]) : undefined;
}
