import { rejudgeProblemInputSchema, type RejudgeProblemInput, type RejudgeProblemResult } from '@oj/shared';
import {
  getSubmission,
  listProblemSubmitIds,
  rejudgeSubjectOf,
  rejudgeSubmission,
  type RejudgeSubject,
} from '@oj/functions/judging';
import { JobInputError, type JobRunner } from './job-runner';

/** A submission a judge keeps changing under the job is read and tried again this many times. */
const triesPerSubmission = 3;

/** The job's input, or JobInputError naming what is wrong. */
export function rejudgeProblemInputOf(input: unknown): RejudgeProblemInput {
  const parsed = rejudgeProblemInputSchema.safeParse(input);
  if (!parsed.success)
    throw new JobInputError(
      'A problem rejudge needs {pid, upToSubmitId} and, in a contest, cid: positive whole numbers.',
    );
  return parsed.data;
}

/** One submission: read it as it is now and rejudge it, again while it changes under us. */
async function rejudgeOne(submitId: number, subject: RejudgeSubject): Promise<boolean> {
  for (let attempt = 0; attempt < triesPerSubmission; attempt++) {
    const submission = await getSubmission(submitId, true);
    if (!submission) return false;
    if (await rejudgeSubmission(submission, subject)) return true;
  }
  return false;
}

/**
 * The `rejudge-problem` job: every submission of a problem made up to the request, oldest first, is
 * rejudged exactly as the admin's single rejudge does it (a new round, the old verdict taken back out
 * of the derived data, the submission queued for the judges, a quiz paper graded at once). The job
 * ends when all are sent back; their verdicts arrive as the judges work through the queue. Progress
 * counts submissions and is recorded after each one, so a job handed back after a host fault resumes
 * where its progress stands instead of rejudging the first ones twice (the list, by id up to the
 * request, is the same on every delivery). A job taken over by another worker stops.
 */
export const rejudgeProblemJob: JobRunner = async (job, { progress, context }) => {
  const { pid, upToSubmitId, cid } = rejudgeProblemInputOf(job.input);
  const submitIds = await listProblemSubmitIds(pid, upToSubmitId, cid);
  const total = submitIds.length;
  const resumeAt = job.progress && job.progress.total === total ? job.progress.done : 0;
  const subject = await rejudgeSubjectOf(pid);
  let rejudged = 0;
  let skipped = 0;
  if (!(await progress(resumeAt, total))) return { total, rejudged, skipped } satisfies RejudgeProblemResult;
  for (let index = resumeAt; index < total; index++) {
    if (await rejudgeOne(submitIds[index] as number, subject)) rejudged += 1;
    else skipped += 1;
    if (!(await progress(index + 1, total))) break;
  }
  context.log('info', 'problem rejudged', { jobId: job.jobId, pid, cid, total, rejudged, skipped, resumeAt });
  return { total, rejudged: rejudged + resumeAt, skipped } satisfies RejudgeProblemResult;
};
