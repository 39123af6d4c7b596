import { describe, expect, it } from 'vitest';
import { activeContestTab, contestTabPath } from './contest-paths';

describe('the contest tab paths', () => {
  it('put the overview at the shell path and every other tab one step below', () => {
    expect(contestTabPath(7, 'overview')).toBe('/contest/7');
    expect(contestTabPath(7, 'ac-info')).toBe('/contest/7/ac-info');
  });

  it('highlight the problem list for a problem and the submission list for its submission', () => {
    expect(activeContestTab('/contest/7')).toBe('overview');
    expect(activeContestTab('/contest/7/')).toBe('overview');
    expect(activeContestTab('/contest/7/rank')).toBe('rank');
    expect(activeContestTab('/contest/7/problem/A')).toBe('problems');
    expect(activeContestTab('/contest/7/problem/A/submission-detail/12')).toBe('submissions');
  });

  it('highlight nothing outside the shell', () => {
    expect(activeContestTab('/contest')).toBeNull();
    expect(activeContestTab('/contest/7/paper')).toBeNull();
    expect(activeContestTab('/contest/7/problem/A/full-screen')).toBeNull();
  });
});
