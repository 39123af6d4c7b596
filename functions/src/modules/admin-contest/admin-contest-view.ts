import type { AdminContest, AdminContestRow, StoredContest } from '@oj/shared';
import { contestPhase, contestStatusOfPhase } from '../../policy/contest';

/** A stored contest as its admins read it (`AdminContestVO`): `id` for `cid`, `status` from the clock. */
export function adminContestView(contest: StoredContest, now: number): AdminContest {
  const { cid, ...fields } = contest;
  return { id: cid, ...fields, status: contestStatusOfPhase[contestPhase(contest, now)] };
}

/**
 * A row of the admin list (the contract's `Contest` entity): the star users and the awards as the
 * JSON texts the original server keeps, `isGroup` for a group's contest.
 */
export function adminContestRowView(contest: StoredContest, now: number): AdminContestRow {
  const { starAccount, awardConfigList, ...view } = adminContestView(contest, now);
  return {
    ...view,
    starAccount: JSON.stringify({ star_account: starAccount }),
    awardConfig: JSON.stringify({ config: awardConfigList }),
    isGroup: contest.gid !== null,
  };
}
