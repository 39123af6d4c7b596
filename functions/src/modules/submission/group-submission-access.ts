import { AppError } from '../../frame/app-error';
import { isGroupRoot } from '../../policy/group';
import type { Viewer } from '../../policy/viewer';
import { enterItemGroup } from '../../scope/item-group';
import type { SubmissionSummary } from '../../data/submissions/submission-item';

/**
 * What `viewer` may see of a submission made in a group outside its contests (its problems and
 * trainings): its author always (a member who left keeps their history); anyone else only by entering
 * the group (`enterItemGroup`: its members and the super admin; a non-member is refused as members
 * only, a group that is gone answers that the submission does not exist). A group root reads the
 * code, as the original server lets them. Undefined for a submission outside groups.
 */
export async function groupSubmissionAccess(
  submission: Pick<SubmissionSummary, 'submitId' | 'cid' | 'gid' | 'uid'>,
  viewer: Viewer,
): Promise<{ readsCode: boolean } | undefined> {
  if (submission.cid !== 0 || !submission.gid) return undefined;
  if (viewer !== undefined && viewer.uid === submission.uid) return { readsCode: true };
  const { role } = await enterItemGroup(
    submission.gid,
    viewer,
    new AppError('submissionNotFound', { submitId: submission.submitId }),
  );
  return { readsCode: isGroupRoot(viewer, role) };
}
