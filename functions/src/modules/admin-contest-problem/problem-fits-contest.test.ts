import { describe, expect, it } from 'vitest';
import { problemAuth } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import { assertProblemFitsContest } from './problem-fits-contest';

const problem = { problemId: 'P1', type: 0, auth: problemAuth.public, gid: null, isRemote: false } as const;

function outcome(fields: Partial<Record<keyof typeof problem, unknown>>, contestGid: number | null): string {
  try {
    assertProblemFitsContest({ ...problem, ...fields } as never, { type: 0, gid: contestGid });
    return 'fits';
  } catch (error) {
    if (error instanceof AppError) return error.errorName;
    throw error;
  }
}

describe('assertProblemFitsContest', () => {
  it.each([
    ['a public site problem', {}, null, 'fits'],
    ['a contest-only site problem', { auth: problemAuth.contest }, null, 'fits'],
    ['a private site problem', { auth: problemAuth.private }, null, 'contestProblemPrivate'],
    ['a group problem', { gid: 7 }, null, 'contestProblemPrivate'],
  ] as const)('lets a site contest take %s: %s', (_what, fields, gid, expected) => {
    expect(outcome(fields, gid)).toBe(expected);
  });

  it.each([
    ['a public site problem', {}, 'fits'],
    ['a contest-only site problem', { auth: problemAuth.contest }, 'groupContestProblemNotAllowed'],
    ['a private site problem', { auth: problemAuth.private }, 'groupContestProblemNotAllowed'],
    ["the group's public problem", { gid: 7 }, 'fits'],
    ["the group's contest-only problem", { gid: 7, auth: problemAuth.contest }, 'fits'],
    ["the group's private problem", { gid: 7, auth: problemAuth.private }, 'groupContestProblemNotAllowed'],
    ["another group's problem", { gid: 8 }, 'groupContestProblemNotAllowed'],
  ] as const)('lets a group contest take %s: %s', (_what, fields, expected) => {
    expect(outcome(fields, 7)).toBe(expected);
  });

  it('refuses a problem of the other rule type, remote ones excepted', () => {
    expect(outcome({ type: 1 }, 7)).toBe('contestProblemWrongType');
    expect(outcome({ type: 1, isRemote: true }, null)).toBe('fits');
  });
});
