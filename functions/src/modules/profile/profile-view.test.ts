import { describe, expect, it } from 'vitest';
import type { UserAccount } from '../../data/users/user-item';
import { profileFieldsOf } from '../account';
import { homeProfileOf, profileUserOf } from './profile-view';

/** An account as it is made at registration: none of the profile fields set. */
const bare: UserAccount = {
  uid: 'u-9',
  username: 'ada',
  email: 'ada@example.com',
  passwordHash: 'scrypt$1$1$1$salt$hash',
  roleCode: 1002,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** Every profile field set: what every profile answer passes on as it is. */
const profileFields = {
  realname: 'Ada ZA',
  gender: 'female',
  school: '120',
  signature: 'Notes.',
  github: 'https://github.com/ada',
  blog: 'https://ada.example.com',
  cfUsername: 'ada_cf',
  titleName: 'Analyst',
  titleColor: '#aa0000',
} as const;

const filled: UserAccount = {
  ...bare,
  avatar: '/api/public/avatar/u-9/a.png',
  nickname: 'Countess',
  number: 'vip1',
  ...profileFields,
  recentLoginTime: '2026-01-03T00:00:00.000Z',
};

describe('the profile fields', () => {
  it('are empty text and secrecy for an account that never set them', () => {
    expect(profileFieldsOf(bare)).toEqual({
      realname: '',
      gender: 'secrecy',
      school: '',
      signature: '',
      github: '',
      blog: '',
      cfUsername: '',
      titleName: '',
      titleColor: '',
    });
  });

  it('are passed on as they are when set', () => {
    expect(profileFieldsOf(filled)).toEqual(profileFields);
  });
});

describe("the caller's own profile", () => {
  it('is the session user info followed by the profile fields, in the wire order', () => {
    const user = profileUserOf(filled);
    expect(user).toEqual({
      uid: 'u-9',
      username: 'ada',
      email: 'ada@example.com',
      avatar: '/api/public/avatar/u-9/a.png',
      nickname: 'Countess',
      number: 'vip1',
      roleList: ['user'],
      ...profileFields,
    });
    expect(Object.keys(user)).toEqual(Object.keys(profileUserOf(bare)));
  });

  it('has no avatar, nickname or vip value for a bare account', () => {
    expect(profileUserOf(bare)).toMatchObject({ avatar: null, nickname: '', number: '' });
  });
});

describe('the profile on a home page', () => {
  it('shows the real name when allowed, never the email, in the page order', () => {
    const home = homeProfileOf(filled, true);
    expect(Object.entries(home)).toEqual([
      ['uid', 'u-9'],
      ['username', 'ada'],
      ['nickname', 'Countess'],
      ['realname', 'Ada ZA'],
      ['gender', 'female'],
      ['avatar', '/api/public/avatar/u-9/a.png'],
      ['school', '120'],
      ['signature', 'Notes.'],
      ['github', 'https://github.com/ada'],
      ['blog', 'https://ada.example.com'],
      ['cfUsername', 'ada_cf'],
      ['number', 'vip1'],
      ['titleName', 'Analyst'],
      ['titleColor', '#aa0000'],
      ['recentLoginTime', '2026-01-03T00:00:00.000Z'],
    ]);
  });

  it('hides the real name as null otherwise', () => {
    expect(homeProfileOf(filled, false).realname).toBeNull();
  });

  it('defaults a bare account: empty texts, no avatar, no login time', () => {
    expect(homeProfileOf(bare, true)).toMatchObject({
      realname: '',
      gender: 'secrecy',
      avatar: null,
      number: '',
      recentLoginTime: null,
    });
  });
});
