import { manualJudgeBlock, type adminManualJudge as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { getSubmission } from '../../data/submissions/get-submission';
import { setManualVerdict } from '../../data/submissions/set-manual-verdict';
import { currentSubmissionRow } from '../submission';
import { problemScoring } from '../../data/verdicts/verdict-change';

/** The refusal of each reason `manualJudgeBlock` gives. */
const refusalOf = {
  stillJudging: 'manualJudgeStillJudging',
  compileError: 'manualJudgeCompileError',
} as const;

/**
 * GET /api/admin/judge/manual-judge: set a final verdict and a score by hand; the row is marked
 * manual. Not while the judges still have it (waiting, compiling, judging), nor over a compile error
 * (`manualJudgeBlock`), each refusal saying why. The old verdict's share of the derived data (counts, solved and tried, best score) comes
 * out and the new one's goes in, exactly, in one transaction (the verdict effects,
 * `data/verdicts/effects/`). Without a score the submission keeps its own.
 */
export const manualJudge: Route<typeof call>['handle'] = async ({ query }, context) => {
  const submission = await getSubmission(query.submitId, true);
  if (!submission) throw new AppError('submissionNotFound', { submitId: query.submitId });
  const block = manualJudgeBlock(submission.status);
  if (block) throw new AppError(refusalOf[block]);
  const score = query.score ?? submission.score;
  const scoring = await problemScoring(submission.pid);
  if (!(await setManualVerdict(submission, query.status, score, scoring)))
    throw new AppError('submissionChanged');
  context.log.info('manual judge', { submitId: submission.submitId, status: query.status, score });
  const row = await currentSubmissionRow(submission.submitId);
  if (!row) throw new AppError('submissionNotFound', { submitId: query.submitId });
  return row;
};
