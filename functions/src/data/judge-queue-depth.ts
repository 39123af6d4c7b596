import { GetQueueAttributesCommand } from '@aws-sdk/client-sqs';
import { judgeQueue } from '@oj/shared';
import { requiredEnv, sqs } from './aws-clients';

/** Submissions and test runs waiting for a judge: the queue's approximate visible message count. */
export async function judgeQueueDepth(): Promise<number> {
  const { Attributes } = await sqs().send(
    new GetQueueAttributesCommand({
      QueueUrl: requiredEnv(judgeQueue.envVar),
      AttributeNames: ['ApproximateNumberOfMessages'],
    }),
  );
  return Number(Attributes?.ApproximateNumberOfMessages ?? 0);
}
