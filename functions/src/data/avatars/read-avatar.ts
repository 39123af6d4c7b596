import { readPublicUpload, type PublicUpload } from '../uploads/read-public-upload';
import { avatarObjectKeyOfPath } from './avatar-keys';

export type AvatarFile = PublicUpload;

/** Read the picture behind a public avatar path, or undefined when the path names none or it is gone. */
export async function readAvatarAt(path: string): Promise<AvatarFile | undefined> {
  const key = avatarObjectKeyOfPath(path);
  return key ? readPublicUpload(key) : undefined;
}
