import { readStoredContest } from '../../contests/read-stored-contest';
import { contestantIdentity } from '../../contest-boards/contestant-identity';
import { recordBoardEntry } from '../../contest-boards/record-board-entry';
import { boardEntryOf } from '../../contest-boards/board-row-item';
import { syncContestAcRecord } from '../../contest-ac-records/sync-contest-ac-record';
import { countSubmittingParticipant } from '../../contests/count-participant';
import { isContestSubmitId } from '../../submissions/submission-ids';
import { getSubmission } from '../../submissions/get-submission';
import type { VerdictEffect } from './verdict-effect';

/**
 * What a contest derives from one of its submissions (its contestant's board row, its problem's
 * `ac`/`total`, the board's revision, the contestant's balloon for the problem, the contestant counted
 * once among its participants when it was made from the start on), as the submission is now: it
 * follows every change of the judge state (submitted, judged, failed, rejudged, judged by hand,
 * cancelled), reading the submission again, so a late or repeated run writes the same thing or
 * nothing. A board row holds a contestant's whole line, rewritten from their entries, so it is not a
 * counter the verdict's transaction could add to. The verdict is stored before this runs; a failure
 * here is logged and thrown after the retries, and the next change of the same submission (or a
 * forced rebuild) puts the row right.
 */
async function followContestSubmission(submitId: number): Promise<void> {
  if (!isContestSubmitId(submitId)) return;
  try {
    const submission = await getSubmission(submitId, true);
    if (!submission || submission.cid === 0) return;
    const contest = await readStoredContest(submission.cid);
    if (!contest) return;
    await recordBoardEntry({
      cid: submission.cid,
      uid: submission.uid,
      entry: boardEntryOf(submission),
      endTime: contest.endTime,
      identityOf: (uid) => contestantIdentity(uid, submission.username),
    });
    await syncContestAcRecord(submission);
    if (Date.parse(submission.submitTime) >= Date.parse(contest.startTime))
      await countSubmittingParticipant(submission.cid, submission.uid);
  } catch (error) {
    console.error(`the board of submission ${submitId} was not updated`, error);
    throw error;
  }
}

/** A contest's board, balloons and participant count: the effect of a contest's submissions. */
export const contestBoard: VerdictEffect = {
  name: 'contest board',
  madeIn: 'contests',
  deltas: () => [],
  afterJudgeStateChange: followContestSubmission,
};
