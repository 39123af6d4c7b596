import { randomUUID } from 'node:crypto';
import { profileRules, type uploadAvatar as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { avatarObjectKey, avatarUrl } from '../../data/avatars/avatar-keys';
import { deleteAvatarAt, putAvatarObject } from '../../data/avatars/store-avatar';
import { setAvatar } from '../../data/users/set-avatar';
import { profileUserOf } from './profile-view';

/** What the content must turn out to be, and the extension it is stored under. */
const extensionByDetectedType: Record<string, string> = {
  gif: 'gif',
  jpg: 'jpg',
  png: 'png',
  apng: 'png',
  bmp: 'bmp',
  webp: 'webp',
};

function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
}

/**
 * POST /api/file/upload-avatar: a picture of at most 2 MB, named and (checked by its bytes) made as
 * gif, jpg, png, bmp or webp, becomes the caller's avatar under a new name; the previous one goes.
 */
export const uploadAvatar: Handler<typeof call, 'user'> = async ({ body }, context) => {
  const caller = context.user;
  const image = body.files.find((file) => file.field === 'image');
  if (!image) throw new AppError('avatarMissing');
  if (image.content.length > profileRules.avatarMaxBytes) throw new AppError('avatarTooLarge');
  if (!(profileRules.avatarExtensions as readonly string[]).includes(extensionOf(image.filename)))
    throw new AppError('avatarTypeNotSupported');
  // Loaded on first upload: every login and profile call shares this function's cold start.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(image.content);
  const extension = detected && extensionByDetectedType[detected.ext];
  if (!detected || !extension) throw new AppError('avatarTypeNotSupported');

  const file = `${randomUUID().replaceAll('-', '')}.${extension}`;
  await putAvatarObject(avatarObjectKey(caller.uid, file), image.content, detected.mime);
  const before = await setAvatar(caller.uid, avatarUrl(caller.uid, file));
  if (!before) {
    await deleteAvatarAt(avatarUrl(caller.uid, file));
    throw new AppError('loginRequired');
  }
  // The new avatar is in place; a leftover old picture costs a few kilobytes, not a failed call.
  await deleteAvatarAt(before.avatar).catch((error: unknown) =>
    context.log.warn('old avatar not deleted', { uid: caller.uid, error: String(error) }),
  );
  context.log.info('avatar uploaded', { uid: caller.uid, bytes: image.content.length });
  return profileUserOf({ ...before, avatar: avatarUrl(caller.uid, file) });
};
