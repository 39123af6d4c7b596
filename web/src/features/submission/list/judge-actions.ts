import type { SubmissionRow } from '@oj/shared/api/submission';
import { judgeStatus } from '@oj/shared/judge/judge-status';
import type { SubmissionViewer } from '../viewer';

/** A cancelled submission cannot be cancelled again (the server answers 400). */
export function canCancelJudge(status: number): boolean {
  return status !== judgeStatus.cancelled;
}

type RowOwner = Pick<SubmissionRow, 'status' | 'uid'>;
type ActionViewer = Pick<SubmissionViewer, 'admin' | 'uid'>;

/** A failed remote submit (10) may be sent again by its owner or an admin. */
export function mayResubmit(row: RowOwner, viewer: ActionViewer): boolean {
  return (
    row.status === judgeStatus.submitFailed &&
    (viewer.admin || (viewer.uid !== null && viewer.uid === row.uid))
  );
}

/** Whether a row has any action to show: the super admin's judge actions or a resubmit. */
export function hasRowActions(
  row: RowOwner,
  viewer: ActionViewer & Pick<SubmissionViewer, 'superAdmin'>,
): boolean {
  return viewer.superAdmin || mayResubmit(row, viewer);
}
