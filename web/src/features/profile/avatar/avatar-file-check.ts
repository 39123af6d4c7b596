import { profileRules } from '@oj/shared/api/profile';

/** Why a picture cannot be an avatar (spec §5), as an i18n key; null when it may be uploaded. */
export type AvatarFileProblem = 'profile.avatar.typeNotSupported' | 'profile.avatar.tooLarge';

/** Checked before uploading, so a wrong file never leaves the browser; the server checks the bytes. */
export function checkAvatarFile(file: { name: string; size: number }): AvatarFileProblem | null {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  if (!(profileRules.avatarExtensions as readonly string[]).includes(extension))
    return 'profile.avatar.typeNotSupported';
  if (file.size > profileRules.avatarMaxBytes) return 'profile.avatar.tooLarge';
  return null;
}

/** What the file input offers to pick. */
export const avatarAccept = profileRules.avatarExtensions.map((extension) => `.${extension}`).join(',');
