import type { StoredContest } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import { enforce } from '../../frame/enforce';
import { groupItemChange } from '../../policy/group';
import type { Viewer } from '../../policy/viewer';
import type { ContestScope } from '../../scope/open-scope';

/**
 * The group contest a group call names by `cid`, once the caller may change it (spec part 3, §6): a
 * root of its group (the owner, the super admin), or the group admin who created it
 * (`groupItemChange`, from the group standing the scope layer read with the contest). A site contest
 * is no group's: the group's calls answer it as a contest that does not exist.
 */
export function changeableGroupContest(scope: ContestScope, viewer: Viewer): StoredContest & { gid: number } {
  const contest = scope.stored;
  if (contest.gid === null) throw new AppError('contestNotFound', { cid: contest.cid });
  enforce(
    groupItemChange(viewer, scope.groupRole ?? 'outsider', { gid: contest.gid, authorUid: contest.uid }),
  );
  return { ...contest, gid: contest.gid };
}
