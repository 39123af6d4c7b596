import type { JudgeMessage } from '@oj/shared';
import { failJob, failSubmission, failTestRun, sqs } from '@oj/functions/judging';
import { JudgeQueue, type HeldMessage } from '../queue/judge-queue';
import { QueueConsumer } from '../queue/queue-consumer';
import { readJudgeMessage } from './read-judge-message';
import type { WorkerLog } from './worker-log';

/*
 * What happens to a message SQS gave up on (judgeMaxReceiveCount deliveries): it is never lost and
 * never silently dropped. A submission round ends as System Error with the reason, counted like any
 * verdict, so its author sees an answer; an Online Test ends as System Error; a job (a checker compile…)
 * ends as failed with a message asking the admin to try again. Each write is conditional on the item still
 * waiting, so a dead letter for work that did finish changes nothing.
 */

/**
 * A dead letter that could not be handled (unreadable, or its write failed) is offered again after
 * this: it stays in the queue for inspection and is retried twice a day. Twelve hours is also the
 * longest visibility SQS allows.
 */
const unhandledRetrySeconds = 12 * 3600;

/** One dead letter at a time: they are rare, and handling one is a write or two, no sandbox slot. */
const deadLetterSlots = 1;

/** Handling a dead letter takes well under a second; a minute of visibility, renewed at half of it, covers a slow table. */
const deadLetterVisibilitySeconds = 60;
const deadLetterHeartbeatMs = 30_000;

/** A stopping worker waits this long for a dead letter being written, then hands it back. */
export const deadLetterStopGraceMs = 1_000;

/** Why the work was set aside, as its author reads it. */
function setAsideReason(message: HeldMessage): string {
  return `Judging failed ${message.receiveCount > 1 ? 'again ' : ''}after repeated attempts; the submission was set aside.`;
}

async function setAside(body: JudgeMessage, reason: string, log: WorkerLog): Promise<void> {
  switch (body.kind) {
    case 'submission': {
      const marked = await failSubmission(body.submitId, body.round, reason);
      log('error', 'dead-lettered submission', { submitId: body.submitId, round: body.round, marked });
      return;
    }
    case 'job': {
      const marked = await failJob(
        body.jobId,
        'The judges could not run it after repeated attempts; please try again.',
      );
      log('error', 'dead-lettered job', { jobId: body.jobId, marked });
      return;
    }
    case 'testRun': {
      const marked = await failTestRun(body.key, reason);
      log('error', 'dead-lettered Online Test', { testRun: body.key, marked });
      return;
    }
  }
}

/** Consumes the dead-letter queue, ending what reached it as described above. */
export function deadLetterConsumer(queueUrl: string, log: WorkerLog): QueueConsumer {
  return new QueueConsumer({
    queue: new JudgeQueue(sqs(), queueUrl),
    slots: deadLetterSlots,
    visibilitySeconds: deadLetterVisibilitySeconds,
    heartbeatMs: deadLetterHeartbeatMs,
    retryDelaySeconds: unhandledRetrySeconds,
    log,
    handle: async (message) => {
      let body: JudgeMessage;
      try {
        body = readJudgeMessage(message);
      } catch (error) {
        log('error', 'unreadable message in the dead-letter queue; kept for inspection', {
          body: message.body,
        });
        throw error;
      }
      await setAside(body, setAsideReason(message), log);
    },
  });
}
