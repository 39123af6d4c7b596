import { describe, expect, it } from 'vitest';
import { contestRules, roleCodes, type StoredContest } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import type { GroupRole } from '../../policy/group';
import type { ContestScope } from '../../scope/open-scope';
import { changeableGroupContest } from './group-contest-change';

const contest = {
  cid: 41,
  uid: 'maker',
  gid: 7,
  type: 0,
  visible: true,
  auth: 0,
  startTime: '2030-01-01T08:00:00.000Z',
  endTime: '2030-01-01T13:00:00.000Z',
  allowEndSubmit: false,
  awardConfigList: [...contestRules.defaultAwards],
} as unknown as StoredContest;

function scopeOf(groupRole: GroupRole | undefined, stored: StoredContest = contest): ContestScope {
  return { kind: 'contest', contest: stored, stored, registered: false, groupRole } as ContestScope;
}

const user = (uid: string) => ({ uid, roleCode: roleCodes.defaultUser });
const superAdmin = { uid: 'root', roleCode: roleCodes.superAdmin };

function outcome(scope: ContestScope, viewer: { uid: string; roleCode: number }): string {
  try {
    changeableGroupContest(scope, viewer as never);
    return 'allowed';
  } catch (error) {
    if (error instanceof AppError) return error.errorName;
    throw error;
  }
}

describe('changeableGroupContest', () => {
  it.each([
    ['a root of the group', 'root', user('someone'), 'allowed'],
    ['the owner', 'owner', user('someone'), 'allowed'],
    ['the group admin who made it', 'admin', user('maker'), 'allowed'],
    ['another group admin', 'admin', user('someone'), 'groupItemNotYours'],
    ['its maker, no longer a group admin', 'member', user('maker'), 'groupAdminsOnly'],
    ['a member', 'member', user('someone'), 'groupAdminsOnly'],
    ['an applicant', 'applicant', user('someone'), 'groupAdminsOnly'],
    ['an outsider', 'outsider', user('someone'), 'groupAdminsOnly'],
    ['the super admin, outside the group', 'outsider', superAdmin, 'allowed'],
  ] as const)('answers %s: %s', (_who, role, viewer, expected) => {
    expect(outcome(scopeOf(role), viewer)).toBe(expected);
  });

  it('answers a site contest as one that does not exist, even to the super admin', () => {
    expect(outcome(scopeOf(undefined, { ...contest, gid: null }), superAdmin)).toBe('contestNotFound');
  });

  it('gives the contest with its group', () => {
    expect(changeableGroupContest(scopeOf('root'), user('x')).gid).toBe(7);
  });
});
