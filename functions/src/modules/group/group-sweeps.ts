import { sweepGroupPartition, type GroupSweep } from '../../data/groups/sweep-group';
import { sweepGroupAnnouncements } from '../../data/announcements/sweep-group-announcements';
import { deleteGroupDiscussions } from '../group-discussion';
import { deleteGroupTrainings } from '../../data/trainings/delete-group-trainings';
import { deleteGroupContests } from '../../data/contests/delete-group-contests';
import { deleteGroupProblems } from './delete-group-problems';
import { sweepGroupRankSnapshots } from '../../data/group-rank/sweep-group-rank';

/**
 * Every place a disbanded group's things live, swept in this order by the `group-disband` job. The
 * group's partition goes last, so a sweep of the group's problems or trainings can still read whose
 * they were while it runs.
 */
export const groupSweeps: readonly { name: string; sweep: GroupSweep }[] = [
  { name: 'announcements', sweep: sweepGroupAnnouncements },
  { name: 'discussions', sweep: deleteGroupDiscussions },
  { name: 'trainings', sweep: deleteGroupTrainings },
  { name: 'contests', sweep: deleteGroupContests },
  { name: 'problems', sweep: deleteGroupProblems },
  { name: 'rank snapshots', sweep: sweepGroupRankSnapshots },
  { name: 'members and the group partition', sweep: sweepGroupPartition },
];

/** Runs every sweep of a disbanded group; answers how many things each removed, by name. */
export async function sweepDisbandedGroup(
  gid: number,
  afterEach: (done: number, total: number) => Promise<boolean> = async () => true,
): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  for (const [index, { name, sweep }] of groupSweeps.entries()) {
    removed[name] = await sweep(gid);
    if (!(await afterEach(index + 1, groupSweeps.length))) break;
  }
  return removed;
}
