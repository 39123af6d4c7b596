import { deleteCommentsOf } from '../comments/delete-comments-of';
import { deleteContest } from './delete-contest';
import { listGroupContestLines } from './list-group-contests';

/**
 * Every contest of group `gid`, deleted as a contest is deleted (`deleteContest`: its partition,
 * board and catalogue line, the line last), with its clarifications: what a disbanded group's
 * contests leave (a `GroupSweep` of the group-disband job). Idempotent: a sweep cut short finds the
 * contests not yet deleted by their lines again. Answers how many contests it deleted. The contests'
 * submissions stay in their authors' histories.
 */
export async function deleteGroupContests(gid: number): Promise<number> {
  const lines = await listGroupContestLines(gid);
  for (const line of lines) {
    // Its comments first: the contest's line, deleted last, is what finds it again after a cut.
    await deleteCommentsOf({ cid: line.cid });
    await deleteContest(line.cid);
  }
  return lines.length;
}
