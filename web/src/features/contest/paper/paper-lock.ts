import { judgeStatus } from '@oj/shared/judge/judge-status';

/** How many of the viewer's newest submissions the lock check reads (spec part 2, §9: 10). */
export const paperLockCheckLimit = 10;

/**
 * Spec part 2, §4 "Exam lock": a contestant whose answer sheet to a paper problem was accepted (0)
 * or partially accepted (8) has handed the paper in, and is kept out of it; the contest's admins
 * never are. The server enforces the same lock on submit; this check spares the contestant a paper
 * they could not hand in.
 */
export function isPaperLocked(
  mySubmissions: readonly { pid: number; status: number }[],
  paperPids: ReadonlySet<number>,
  contestAdmin: boolean,
): boolean {
  if (contestAdmin) return false;
  return mySubmissions.some(
    (row) =>
      paperPids.has(row.pid) &&
      (row.status === judgeStatus.accepted || row.status === judgeStatus.partialAccepted),
  );
}
