import { describe, expect, it } from 'vitest';
import type { UserHomeInfo } from '@oj/shared/api/profile';
import { profileBodyOf, profileFormOf, tooLongFields } from './profile-form';

const info = {
  realname: null,
  cfUsername: 'tourist',
  gender: 'female',
  nickname: 'Ada',
  signature: 'hello',
  number: 'vip1',
  blog: '',
  school: '12',
  github: 'ada',
} as unknown as UserHomeInfo;

describe('the profile form', () => {
  it('fills from the stored profile, a hidden real name as empty', () => {
    expect(profileFormOf(info)).toEqual({ ...info, realname: '' });
  });

  it('names the fields over their limits, after trimming', () => {
    const form = profileFormOf(info);
    expect(tooLongFields(form)).toEqual([]);
    expect(tooLongFields({ ...form, nickname: 'n'.repeat(31), blog: `  ${'b'.repeat(255)}  ` })).toEqual([
      'nickname',
    ]);
    expect(tooLongFields({ ...form, signature: 's'.repeat(10_001) })).toEqual(['signature']);
  });

  it('trims every field but the signature before sending', () => {
    const form = { ...profileFormOf(info), nickname: ' Ada ', signature: '  line\n' };
    expect(profileBodyOf(form)).toMatchObject({ nickname: 'Ada', signature: '  line\n' });
  });
});
