import { describe, expect, it } from 'vitest';
import { type ContestAward, contestRules } from '../contest';
import { type AwardSettings, acmAwardEligible, applyAwards, awardTiersOf } from './awards';

const byProportion: AwardSettings = { awardType: 1, awardConfigList: contestRules.defaultAwards };
const tiersByNumber: ContestAward[] = [
  { priority: 2, name: 'Second', background: '#ccc', color: '#000', num: 2 },
  { priority: 1, name: 'First', background: '#fc0', color: '#fff', num: 1 },
];
const byNumber: AwardSettings = { awardType: 2, awardConfigList: tiersByNumber };

/** Rows with the given ranks, each with one solve unless listed as unsolved. */
function rowsRanked(ranks: number[], unsolved: number[] = []) {
  return ranks.map((rank, index) => ({
    username: `u${index}`,
    rank,
    ac: unsolved.includes(index) ? 0 : 1,
    isWinAward: false,
  }));
}

function awardNames(rows: { isWinAward: boolean; awardName?: string }[]): string[] {
  return rows.map((row) => (row.isWinAward ? (row.awardName ?? '?') : '-'));
}

describe('awardTiersOf', () => {
  it.each<[string, AwardSettings, number, number[]]>([
    [
      'the default proportions of 20 contestants end gold at 2, silver at 6, bronze at 12',
      byProportion,
      20,
      [2, 6, 12],
    ],
    [
      'proportions are rounded down: 9 contestants give 0 gold, 1 silver, 2 bronze',
      byProportion,
      9,
      [0, 1, 3],
    ],
    ['tiers by number add up in priority order', byNumber, 50, [1, 3]],
    ['no awards gives no tiers', { awardType: 0, awardConfigList: contestRules.defaultAwards }, 20, []],
  ])('%s', (_sentence, settings, rankedCount, lastRanks) => {
    expect(awardTiersOf(settings, rankedCount).map((tier) => tier.lastRank)).toEqual(lastRanks);
  });
});

describe('applyAwards', () => {
  const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  it.each<[string, ReturnType<typeof rowsRanked>, AwardSettings, string[]]>([
    [
      'by proportion, 10 contestants win 1 gold, 2 silver and 3 bronze',
      rowsRanked(ten),
      byProportion,
      ['金牌', '银牌', '银牌', '铜牌', '铜牌', '铜牌', '-', '-', '-', '-'],
    ],
    [
      'a contestant tied with an awarded rank wins the same award',
      rowsRanked([1, 1, 3, 4, 5, 6, 6, 8, 9, 10]),
      byProportion,
      ['金牌', '金牌', '银牌', '铜牌', '铜牌', '铜牌', '铜牌', '-', '-', '-'],
    ],
    [
      'star rows win nothing and are not counted in the proportion',
      rowsRanked([-1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, -1]),
      byProportion,
      ['-', '金牌', '银牌', '银牌', '铜牌', '铜牌', '铜牌', '-', '-', '-', '-', '-'],
    ],
    [
      'a contestant who solved nothing wins nothing even inside a tier',
      rowsRanked(ten, [0]),
      byProportion,
      ['-', '银牌', '银牌', '铜牌', '铜牌', '铜牌', '-', '-', '-', '-'],
    ],
    [
      'by number, tiers hold that many contestants in priority order',
      rowsRanked([1, 2, 3, 4]),
      byNumber,
      ['First', 'Second', 'Second', '-'],
    ],
    ['by number, ties widen a tier', rowsRanked([1, 1, 3, 4]), byNumber, ['First', 'First', 'Second', '-']],
  ])('%s', (_sentence, rows, settings, expected) => {
    expect(awardNames(applyAwards(rows, settings, acmAwardEligible))).toEqual(expected);
  });

  it('clears an award a row held before, with no award fields left', () => {
    const [row] = applyAwards(
      [{ rank: 1, ac: 1, isWinAward: true, awardName: 'old', awardBackground: '#000', awardColor: '#fff' }],
      { awardType: 0, awardConfigList: [] },
      acmAwardEligible,
    );
    expect(row).toEqual({ rank: 1, ac: 1, isWinAward: false });
  });

  it('gives the tier colours with the name', () => {
    const [row] = applyAwards(rowsRanked([1]), byNumber, acmAwardEligible);
    expect(row).toMatchObject({
      isWinAward: true,
      awardName: 'First',
      awardBackground: '#fc0',
      awardColor: '#fff',
    });
  });
});
