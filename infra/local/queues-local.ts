import { startFauxqs } from 'fauxqs';
import { judgeDeadLetterQueue, judgeMaxReceiveCount, judgeQueue, type QueueDefinition } from '@oj/shared';

export interface RunningQueues {
  endpoint: string;
  /** Queue URL by the queue's environment variable name. */
  urls: Record<string, string>;
  stop(): Promise<void>;
}

function attributesOf(queue: QueueDefinition): Record<string, string> {
  return {
    VisibilityTimeout: String(queue.visibilityTimeoutSeconds),
    MessageRetentionPeriod: String(queue.retentionSeconds),
  };
}

/**
 * SQS in this process (fauxqs), with the judge queue and its dead-letter queue made from the same
 * definitions as the CDK queue stack, redrive included. Messages live in memory only.
 */
export async function startLocalQueues(port: number): Promise<RunningQueues> {
  const server = await startFauxqs({ port, logger: false });
  const deadLetter = server.createQueue(judgeDeadLetterQueue.localName, {
    attributes: attributesOf(judgeDeadLetterQueue),
  });
  const judge = server.createQueue(judgeQueue.localName, {
    attributes: {
      ...attributesOf(judgeQueue),
      RedrivePolicy: JSON.stringify({
        deadLetterTargetArn: deadLetter.queueArn,
        maxReceiveCount: judgeMaxReceiveCount,
      }),
    },
  });
  return {
    endpoint: server.address,
    urls: { [judgeQueue.envVar]: judge.queueUrl, [judgeDeadLetterQueue.envVar]: deadLetter.queueUrl },
    stop: () => server.stop(),
  };
}
