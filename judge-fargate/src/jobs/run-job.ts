import { judgeMaxReceiveCount, judgeQueue } from '@oj/shared';
import { claimJob, failJob, finishJob, releaseJob, reportJobProgress } from '@oj/functions/judging';
import type { JudgeContext } from '../pipeline/judge-context';
import type { Delivery } from '../pipeline/judge-submission';
import { HostFailure } from '../pipeline/host-failure';
import { JobInputError } from './job-runner';
import { jobRunners } from './job-runners';

/** A claim whose holder sent no heartbeat for a whole visibility timeout is taken over, as for submissions. */
const staleAfterMs = judgeQueue.visibilityTimeoutSeconds * 1000;
/** The holder proves itself alive this often while its runner works, progress reported or not. */
export const jobHeartbeatMs = 30_000;

/**
 * Runs the job a `{kind: 'job'}` message names: claim it (a redelivered message finds it running under
 * a live worker, or ended, and does nothing), hand it to the runner of its kind with a heartbeat, and
 * finish it with the runner's result. Resolves when the message may be deleted; throws, after handing
 * the job back, when it should be delivered again. A host fault is never the job's result: the job
 * goes back to the queue, and only its last delivery fails it, with a message naming the cause.
 */
export async function runJob(
  jobId: string,
  slot: number,
  context: JudgeContext,
  delivery: Delivery = { last: false },
): Promise<void> {
  const { judger } = context;
  const job = await claimJob(jobId, judger, Date.now() - staleAfterMs);
  if (!job) {
    context.log('info', 'no job to run: unknown, expired, held elsewhere, or ended', { jobId });
    return;
  }
  const runner = jobRunners[job.kind];
  if (!runner) {
    await failJob(jobId, `This judge has no runner for jobs of kind ${job.kind}.`, judger);
    return;
  }
  const heartbeat = setInterval(() => {
    reportJobProgress(jobId, judger).catch((error: unknown) =>
      context.log('warn', 'job heartbeat failed', { jobId, error: String(error) }),
    );
  }, jobHeartbeatMs);
  let result: unknown;
  try {
    result = await runner(job, {
      slot,
      context,
      progress: (done, total) => reportJobProgress(jobId, judger, { done, total }),
    });
  } catch (error) {
    if (error instanceof JobInputError) return void (await failJob(jobId, error.message, judger));
    if (error instanceof HostFailure && delivery.last) {
      context.log('error', 'the host failed on the last delivery; failing the job', {
        jobId,
        reason: error.message,
      });
      const reason = `${error.message} (the judge host could not run it in ${judgeMaxReceiveCount} attempts)`;
      return void (await failJob(jobId, reason, judger));
    }
    await releaseJob(jobId, judger);
    throw error;
  } finally {
    clearInterval(heartbeat);
  }
  const finished = await finishJob(job, judger, result);
  context.log('info', 'job done', { jobId, kind: job.kind, finished });
}
