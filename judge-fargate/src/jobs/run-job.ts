import { judgeMaxReceiveCount } from '@oj/shared';
import { failJob, finishJob, releaseJob, reportJobProgress, tryClaimJob } from '@oj/functions/judging';
import type { JudgeContext } from '../pipeline/judge-context';
import { claimOrWait } from '../pipeline/claim-or-wait';
import { keepClaimAlive } from '../pipeline/claim-heartbeat';
import type { Delivery } from '../pipeline/judge-submission';
import { HostFailure } from '../pipeline/host-failure';
import { JobInputError } from './job-runner';
import { jobRunners } from './job-runners';

/**
 * Runs the job a `{kind: 'job'}` message names: claim it (a redelivered message finds it ended and does
 * nothing, or waits while a live worker runs it, and takes over the claim of a worker that died), hand
 * it to the runner of its kind with a heartbeat (as a submission's claim, `keepClaimAlive`), and
 * finish it with the runner's result. Resolves when the message may be deleted; throws, after handing
 * the job back, when it should be delivered again. A host fault is never the job's result: the job
 * goes back to the queue, and only its last delivery fails it, with a message naming the cause.
 */
export async function runJob(
  jobId: string,
  slot: number,
  context: JudgeContext,
  delivery: Delivery = { last: false },
  handedBack: AbortSignal = new AbortController().signal,
): Promise<void> {
  const { judger } = context;
  const job = await claimOrWait(
    (staleBefore) => tryClaimJob(jobId, judger, staleBefore),
    handedBack,
    context.log,
    { jobId },
  );
  if (!job) {
    context.log('info', 'no job to run: unknown, expired, ended, or handed back', { jobId });
    return;
  }
  const runner = jobRunners[job.kind];
  if (!runner) {
    await failJob(jobId, `This judge has no runner for jobs of kind ${job.kind}.`, judger);
    return;
  }
  const heartbeat = keepClaimAlive(() => reportJobProgress(jobId, judger), context.log, { jobId });
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
    await heartbeat.stop();
  }
  const finished = await finishJob(job, judger, result);
  context.log('info', 'job done', { jobId, kind: job.kind, finished });
}
