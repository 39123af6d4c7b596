import { describe, expect, it } from 'vitest';
import { acRankEntryOf, acRankRowOf } from './rank-view';

const card = {
  uid: 'u-1',
  username: 'ada',
  avatar: '/api/public/avatar/u-1/a.png',
  nickname: 'Countess',
  titleName: 'Analyst',
  titleColor: '#aa0000',
};

describe('the AC rank view', () => {
  it("takes the name and titles from the user's card", () => {
    expect(acRankEntryOf('u-1', { username: 'ada-then', ac: 7 }, card)).toEqual({ ...card, ac: 7 });
  });

  it('keeps the submitted name, no avatar and empty titles for an account that is gone', () => {
    expect(acRankEntryOf('u-2', { username: 'bob', ac: 3 }, undefined)).toEqual({
      uid: 'u-2',
      username: 'bob',
      avatar: null,
      nickname: '',
      titleName: '',
      titleColor: '',
      ac: 3,
    });
  });

  it('puts the vip value right after the name, null for a user without one', () => {
    const entry = acRankEntryOf('u-1', { username: 'ada', ac: 7 }, card);
    const row = acRankRowOf(entry, new Map([['u-1', 'vip3']]));
    expect(Object.keys(row)).toEqual([
      'uid',
      'username',
      'number',
      'avatar',
      'nickname',
      'titleName',
      'titleColor',
      'ac',
    ]);
    expect(row.number).toBe('vip3');
    expect(acRankRowOf(entry, new Map()).number).toBeNull();
  });
});
