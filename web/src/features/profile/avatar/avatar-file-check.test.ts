import { describe, expect, it } from 'vitest';
import { avatarAccept, checkAvatarFile } from './avatar-file-check';

describe('the avatar file check', () => {
  it('accepts gif, jpg, jpeg, png, bmp and webp in any letter case', () => {
    for (const name of ['a.gif', 'a.jpg', 'a.JPEG', 'b.c.png', 'a.bmp', 'a.webp'])
      expect(checkAvatarFile({ name, size: 10 })).toBeNull();
  });

  it('refuses other types and names without an extension', () => {
    for (const name of ['a.svg', 'a.txt', 'png', 'a.png.exe'])
      expect(checkAvatarFile({ name, size: 10 })).toBe('profile.avatar.typeNotSupported');
  });

  it('accepts 2 MB exactly and refuses one byte more', () => {
    expect(checkAvatarFile({ name: 'a.png', size: 2_097_152 })).toBeNull();
    expect(checkAvatarFile({ name: 'a.png', size: 2_097_153 })).toBe('profile.avatar.tooLarge');
  });

  it('offers the same types in the file picker', () => {
    expect(avatarAccept).toBe('.gif,.jpg,.jpeg,.png,.bmp,.webp');
  });
});
