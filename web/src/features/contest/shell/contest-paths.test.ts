import { describe, expect, it } from 'vitest';
import { contestScope } from '../../../lib/scope/scope-href';
import { activeContestTab, contestPathOf, contestTabPath } from './contest-paths';

describe('the contest tab paths', () => {
  it('put the overview at the shell path and every other tab one step below', () => {
    expect(contestTabPath(contestScope(7), 'overview')).toBe('/contest/7');
    expect(contestTabPath(contestScope(7), 'ac-info')).toBe('/contest/7/ac-info');
  });

  it('put a group’s contest under the group', () => {
    expect(contestTabPath(contestScope(7, 3), 'overview')).toBe('/group/3/contest/7');
    expect(contestTabPath(contestScope(7, 3), 'rank')).toBe('/group/3/contest/7/rank');
  });

  it('highlight the problem list for a problem and the submission list for its submission', () => {
    expect(activeContestTab('/contest/7')).toBe('overview');
    expect(activeContestTab('/contest/7/')).toBe('overview');
    expect(activeContestTab('/contest/7/rank')).toBe('rank');
    expect(activeContestTab('/contest/7/problem/A')).toBe('problems');
    expect(activeContestTab('/contest/7/problem/A/submission-detail/12')).toBe('submissions');
  });

  it('highlight the same tabs for a contest inside a group', () => {
    expect(activeContestTab('/group/3/contest/7')).toBe('overview');
    expect(activeContestTab('/group/3/contest/7/scroll-board')).toBe('scroll-board');
    expect(activeContestTab('/group/3/contest/7/problem/A')).toBe('problems');
    expect(activeContestTab('/group/3/contest/7/problem/A/submission-detail/12')).toBe('submissions');
    expect(contestPathOf('/group/3/contest/7/rank')).toEqual({ scope: contestScope(7, 3), tab: 'rank' });
  });

  it('read back the contest and tab of every tab path', () => {
    for (const contest of [contestScope(7), contestScope(7, 3)]) {
      for (const tab of ['overview', 'problems', 'print', 'rejudge'] as const)
        expect(contestPathOf(contestTabPath(contest, tab))).toEqual({ scope: contest, tab });
    }
  });

  it('highlight nothing outside the shell', () => {
    expect(activeContestTab('/contest')).toBeNull();
    expect(activeContestTab('/contest/7/paper')).toBeNull();
    expect(activeContestTab('/contest/7/overview')).toBeNull();
    expect(activeContestTab('/contest/7/problem/A/full-screen')).toBeNull();
    expect(activeContestTab('/contest/abc/rank')).toBeNull();
    expect(activeContestTab('/group/3')).toBeNull();
    expect(activeContestTab('/group/3/rank')).toBeNull();
    expect(activeContestTab('/training/7/rank')).toBeNull();
  });
});
