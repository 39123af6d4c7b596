import { isRoleCode, roleCodes, type StoredContest } from '@oj/shared';
import { batchGetItems } from '../../data/batch-get';
import { readGroup } from '../../data/groups/read-group';
import { userKey } from '../../data/users/user-item';
import { isContestAdmin } from '../../policy/contest';
import { groupRoleOf } from '../../policy/group';

/**
 * Which of `uids` are admins of the contest (its creator, super admins, roots of its group): their
 * roles in one batch of account reads, and for a group's contest each one's membership (one read
 * each). What `excludeAdmin` leaves out of the download.
 */
export async function contestAdminUids(
  contest: StoredContest,
  uids: readonly string[],
): Promise<Set<string>> {
  const items = await batchGetItems(uids.map(userKey), { ProjectionExpression: 'uid, roleCode' });
  const admins = new Set<string>();
  await Promise.all(
    items.map(async (item) => {
      const roleCode =
        typeof item.roleCode === 'number' && isRoleCode(item.roleCode)
          ? item.roleCode
          : roleCodes.defaultUser;
      const viewer = { uid: String(item.uid), roleCode };
      // A group's roots administer its contests: their role there, read as the contest scope reads it.
      const group = contest.gid === null ? undefined : await readGroup(contest.gid, viewer.uid);
      const groupRole = group ? groupRoleOf(viewer, group) : undefined;
      if (isContestAdmin(viewer, contest, { registered: false, groupRole })) admins.add(viewer.uid);
    }),
  );
  if (uids.includes(contest.uid)) admins.add(contest.uid);
  return admins;
}
