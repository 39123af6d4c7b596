import { groupHeadOf, storedGroup } from './group-head-fixture';
import { describe, expect, it } from 'vitest';
import { judgingOpen, type JudgingSwitches } from './judging-switch';
import { publicFound, type FoundScope } from './scope';

const contest = (gid: number | null): FoundScope => ({
  kind: 'contest',
  contest: {
    cid: 3,
    gid,
    visible: true,
    auth: 0,
    startTime: '2026-05-01T08:00:00Z',
    endTime: '2026-05-01T13:00:00Z',
    allowEndSubmit: false,
    uid: 'c1',
  },
  registered: true,
});
const training = (gid: number | null): FoundScope => ({
  kind: 'training',
  training: { tid: 4, gid, auth: 'Public', uid: 't1', visible: true, unlock: null },
  registered: true,
});
const group: FoundScope = { kind: 'group', group: groupHeadOf(storedGroup(), 3) };

const allOpen: JudgingSwitches = { openPublicJudge: true, openContestJudge: true, openGroupJudge: true };

describe('which judging switch a job obeys', () => {
  it.each([
    ['the public problem set', publicFound, 'openPublicJudge', 'publicJudgeClosed'],
    ['a public training', training(null), 'openPublicJudge', 'publicJudgeClosed'],
    ['a site contest', contest(null), 'openContestJudge', 'contestJudgeClosed'],
    ["a group's contest", contest(7), 'openContestJudge', 'contestJudgeClosed'],
    ["a group's training", training(7), 'openGroupJudge', 'groupJudgeClosed'],
    ["a group's problem", group, 'openGroupJudge', 'groupJudgeClosed'],
  ] as const)('a job in %s is refused only when %s is off', (_where, scope, field, refusal) => {
    expect(judgingOpen(allOpen, scope).allowed).toBe(true);
    expect(judgingOpen({ ...allOpen, [field]: false }, scope)).toMatchObject({ allowed: false, refusal });
    const othersOff = {
      openPublicJudge: false,
      openContestJudge: false,
      openGroupJudge: false,
      [field]: true,
    };
    expect(judgingOpen(othersOff, scope).allowed).toBe(true);
  });
});
