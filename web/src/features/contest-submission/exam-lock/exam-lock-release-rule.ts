import { isExamPaperProblem } from '@oj/shared/domain/exam-mode';
import { judgeStatus } from '@oj/shared/judge/judge-status';

/** What decides whether a row of the exam status tab offers to release its author's exam lock. */
export interface ExamLockReleaseFacts {
  examMode: boolean;
  /** The viewer is the contest's creator or a super admin: the ones the server lets release. */
  contestAdmin: boolean;
  viewerUid: string | null;
}

type LockRow = { uid: string; status: number; displayId: string | null; displayPid: string };

const lockingStatuses: ReadonlySet<number> = new Set([judgeStatus.accepted, judgeStatus.partialAccepted]);

/**
 * Spec part 2 §4 "Exam lock": an answer sheet to a paper problem (display id starting with CS, in the
 * contest or its own) that was accepted or partially accepted locks its author out of the paper, and
 * an exam admin resets it. Such a row is where the admin finds the user to release; rows that lock
 * nothing, and the admin's own (never locked), offer nothing.
 */
export function offersExamLockRelease(row: LockRow, facts: ExamLockReleaseFacts): boolean {
  if (!facts.examMode || !facts.contestAdmin || row.uid === facts.viewerUid) return false;
  return lockingStatuses.has(row.status) && isExamPaperProblem(row.displayId ?? '', row.displayPid);
}
