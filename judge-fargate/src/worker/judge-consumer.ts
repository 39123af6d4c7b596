import { judgeHeartbeatSeconds, judgeQueue } from '@oj/shared';
import { sqs } from '@oj/functions/judging';
import { JudgeQueue, type HeldMessage } from '../queue/judge-queue';
import { QueueConsumer } from '../queue/queue-consumer';
import { deliveryOf, judgeSubmission } from '../pipeline/judge-submission';
import { HostFailure } from '../pipeline/host-failure';
import { judgeTestRun } from '../pipeline/judge-test-run';
import { runJob } from '../jobs/run-job';
import type { JudgeContext } from '../pipeline/judge-context';
import { readJudgeMessage } from './read-judge-message';

/** A message that failed for another reason is offered again after this. */
const failedRetrySeconds = 1;

/**
 * After a host failure the message waits this long times its delivery count before it is offered
 * again: time for a busy machine to free its processes, or for another worker to take it.
 */
const hostFailureRetrySecondsPerDelivery = 2;

/** How long a failed message waits before SQS offers it again: longer each time the host failed. */
export function retryDelaySeconds(error: unknown, message: HeldMessage): number {
  return error instanceof HostFailure
    ? hostFailureRetrySecondsPerDelivery * message.receiveCount
    : failedRetrySeconds;
}

/**
 * Consumes the judge queue with one sandbox slot per concurrent judge, handing each message to the
 * pipeline of its kind: a submission round, an Online Test, or a job (admin work such as a checker compile).
 */
export function judgeConsumer(queueUrl: string, slots: number, context: JudgeContext): QueueConsumer {
  return new QueueConsumer({
    queue: new JudgeQueue(sqs(), queueUrl),
    slots,
    visibilitySeconds: judgeQueue.visibilityTimeoutSeconds,
    heartbeatMs: judgeHeartbeatSeconds * 1000,
    retryDelaySeconds,
    log: context.log,
    handle: async (message, slot, handedBack) => {
      const body = readJudgeMessage(message);
      switch (body.kind) {
        case 'submission':
          return judgeSubmission(body, slot, context, deliveryOf(message.receiveCount), handedBack);
        case 'testRun':
          return judgeTestRun(body.key, slot, context, handedBack);
        case 'job':
          return runJob(body.jobId, slot, context, deliveryOf(message.receiveCount), handedBack);
      }
    },
  });
}
