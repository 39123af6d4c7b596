import { describe, expect, it } from 'vitest';
import { scrollBoardSearchSchema, scrollBoardSettingsOf } from './scroll-board-search';

const settingsOf = (search: Record<string, unknown>) =>
  scrollBoardSettingsOf(scrollBoardSearchSchema.parse(search));

describe('scrollBoardSettingsOf', () => {
  it('reads the contest, the star switch and three medal counts as the tab writes them', () => {
    expect(settingsOf({ cid: 7, removeStar: true, 'medals[]': [3, 6, 9] })).toEqual({
      cid: 7,
      removeStar: true,
      medals: [3, 6, 9],
    });
  });

  it('reads the medals from a plain `medals` list and the star switch from text', () => {
    expect(settingsOf({ cid: '7', removeStar: 'false', medals: [1, 2, 3] })).toEqual({
      cid: 7,
      removeStar: false,
      medals: [1, 2, 3],
    });
  });

  it('leaves a missing or unreadable medal count to the default, keeping the others', () => {
    expect(settingsOf({ cid: 7, 'medals[]': [2, 'x'] }).medals).toEqual([2, null, null]);
    expect(settingsOf({ cid: 7, 'medals[]': -1 }).medals).toEqual([null, null, null]);
    expect(settingsOf({ cid: 7, 'medals[]': 4 }).medals).toEqual([4, null, null]);
  });

  it('keeps stars and asks for no contest when the URL says nothing readable', () => {
    expect(settingsOf({ cid: 'abc', removeStar: 'maybe' })).toEqual({
      cid: null,
      removeStar: false,
      medals: [null, null, null],
    });
  });
});
