import { describe, expect, it } from 'vitest';
import { addStarAccounts, duplicateStarAccount } from './star-accounts';

describe('star accounts', () => {
  it('adds a typed name trimmed', () => {
    expect(addStarAccounts(['team1'], '  team2 ')).toEqual({ ok: true, accounts: ['team1', 'team2'] });
  });

  it('adds a pasted list split by blanks and commas', () => {
    expect(addStarAccounts([], 'a, b\nc，d')).toEqual({ ok: true, accounts: ['a', 'b', 'c', 'd'] });
  });

  it('refuses a name already listed, naming it, and adds nothing', () => {
    expect(addStarAccounts(['team1'], 'team2 team1')).toEqual({
      ok: false,
      problem: 'starDuplicate',
      name: 'team1',
    });
    expect(addStarAccounts([], 'x x')).toEqual({ ok: false, problem: 'starDuplicate', name: 'x' });
  });

  it('refuses blanks', () => {
    expect(addStarAccounts([], '   ')).toEqual({ ok: false, problem: 'starEmpty' });
  });

  it('finds a name listed twice once trimmed', () => {
    expect(duplicateStarAccount(['a', ' b', 'b '])).toBe('b');
    expect(duplicateStarAccount(['a', 'b'])).toBeNull();
  });
});
