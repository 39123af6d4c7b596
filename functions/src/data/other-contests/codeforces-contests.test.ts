import { describe, expect, it } from 'vitest';
import { upcomingCodeforcesContests } from './codeforces-contests';

const contest = (id: number, phase: string, startTimeSeconds?: number) => ({
  id,
  name: `Round ${id}`,
  type: 'CF',
  phase,
  frozen: false,
  durationSeconds: 7200,
  ...(startTimeSeconds === undefined ? {} : { startTimeSeconds }),
});

describe('upcomingCodeforcesContests', () => {
  it('keeps the contests not started, soonest first, with their end and a link', () => {
    const answer = {
      status: 'OK',
      result: [
        contest(3, 'BEFORE', 1_900_000_000),
        contest(2, 'FINISHED', 1_700_000_000),
        contest(1, 'BEFORE', 1_800_000_000),
        contest(4, 'CODING', 1_799_000_000),
      ],
    };
    expect(upcomingCodeforcesContests(answer)).toEqual([
      {
        oj: 'Codeforces',
        title: 'Round 1',
        url: 'https://codeforces.com/contests/1',
        startTime: new Date(1_800_000_000_000).toISOString(),
        endTime: new Date(1_800_007_200_000).toISOString(),
        duration: 7200,
      },
      expect.objectContaining({ title: 'Round 3' }),
    ]);
  });

  it('skips entries of another shape and contests without a start time', () => {
    const answer = {
      status: 'OK',
      result: [contest(1, 'BEFORE'), { id: 'x', name: 5 }, null, contest(2, 'BEFORE', 1_800_000_000)],
    };
    expect(upcomingCodeforcesContests(answer).map((row) => row.title)).toEqual(['Round 2']);
  });

  it('refuses an answer that is not a contest list, naming what it got', () => {
    expect(() => upcomingCodeforcesContests({ status: 'FAILED', comment: 'Call limit exceeded' })).toThrow(
      /"FAILED"/,
    );
    expect(() => upcomingCodeforcesContests('<html>')).toThrow(/contest list/);
  });
});
