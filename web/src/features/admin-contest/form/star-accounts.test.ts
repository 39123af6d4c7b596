import { describe, expect, it } from 'vitest';
import { contestRules } from '@oj/shared/domain/contest';
import { addStarAccounts, duplicateStarAccount } from './star-accounts';

describe('star accounts', () => {
  it('adds a typed name trimmed', () => {
    expect(addStarAccounts(['team1'], '  team2 ')).toEqual({
      ok: true,
      accounts: ['team1', 'team2'],
      duplicates: [],
    });
  });

  it('adds a pasted list split by blanks and commas', () => {
    expect(addStarAccounts([], 'a, b\nc，d')).toEqual({
      ok: true,
      accounts: ['a', 'b', 'c', 'd'],
      duplicates: [],
    });
  });

  it('keeps every new name of a pasted list and names the ones already listed or given twice', () => {
    expect(addStarAccounts(['team1'], 'team2 team1, team3 team2 team2')).toEqual({
      ok: true,
      accounts: ['team1', 'team2', 'team3'],
      duplicates: ['team1', 'team2'],
    });
  });

  it('adds nothing and says so when only a listed name was typed', () => {
    expect(addStarAccounts(['x'], 'x')).toEqual({ ok: true, accounts: ['x'], duplicates: ['x'] });
  });

  it('refuses blanks, and a list past the limit', () => {
    expect(addStarAccounts([], '   ')).toEqual({ ok: false, problem: 'starEmpty' });
    const full = Array.from({ length: contestRules.starAccountsMax }, (_, index) => `t${index}`);
    expect(addStarAccounts(full, 'one-more')).toEqual({
      ok: false,
      problem: 'starTooMany',
      max: contestRules.starAccountsMax,
    });
  });

  it('finds a name listed twice once trimmed', () => {
    expect(duplicateStarAccount(['a', ' b', 'b '])).toBe('b');
    expect(duplicateStarAccount(['a', 'b'])).toBeNull();
  });
});
