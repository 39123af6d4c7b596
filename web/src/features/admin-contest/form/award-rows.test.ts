import { describe, expect, it } from 'vitest';
import { awardProblem, defaultAwardRows, nextAwardRow, toAwardConfig, type AwardRow } from './award-rows';

const defaults = defaultAwardRows(['Gold', 'Silver', 'Bronze']);
const [gold, silver, bronze] = defaults as [AwardRow, AwardRow, AwardRow];

describe('the award table', () => {
  it('starts from the spec defaults: gold 10, silver 20, bronze 30, named in the form language', () => {
    expect(defaults.map((row) => [row.priority, row.name, row.num])).toEqual([
      ['1', 'Gold', '10'],
      ['2', 'Silver', '20'],
      ['3', 'Bronze', '30'],
    ]);
    expect(awardProblem(1, defaults)).toBeNull();
  });

  it('asks nothing of the table when there are no awards', () => {
    expect(awardProblem(0, [])).toBeNull();
  });

  it('refuses shares by proportion adding up to more than 100, but not the same head counts', () => {
    const rows = [...defaults, { ...nextAwardRow(defaults, 'Honour'), num: '41' }];
    expect(awardProblem(1, rows)).toEqual({ key: 'awardShareOver', params: { sum: 101 } });
    expect(awardProblem(2, rows)).toBeNull();
  });

  it('refuses a priority used twice, a priority below 1, a blank name and a number that is not whole', () => {
    expect(awardProblem(1, [gold, { ...silver, priority: '1' }])).toEqual({
      key: 'awardPriorityTwice',
      params: { priority: 1 },
    });
    expect(awardProblem(2, [{ ...gold, priority: '0' }])).toEqual({
      key: 'awardPriority',
      params: { row: 1 },
    });
    expect(awardProblem(2, [gold, { ...silver, name: '  ' }])).toEqual({
      key: 'awardName',
      params: { row: 2 },
    });
    expect(awardProblem(2, [{ ...gold, num: '2.5' }])).toEqual({
      key: 'awardNum',
      params: { row: 1 },
    });
    expect(awardProblem(1, [])).toEqual({ key: 'awardsEmpty' });
  });

  it('sends the tiers as numbers, by priority', () => {
    const config = toAwardConfig([bronze, gold]);
    expect(config.map((award) => [award.priority, award.num])).toEqual([
      [1, 10],
      [3, 30],
    ]);
  });

  it('numbers a new tier after the highest priority', () => {
    expect(nextAwardRow(defaults, 'Honour').priority).toBe('4');
    expect(nextAwardRow([], 'First').priority).toBe('1');
  });
});
