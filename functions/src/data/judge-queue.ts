import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { judgeQueue, type JudgeMessage } from '@oj/shared';
import { requiredEnv, sqs } from './aws-clients';

/** Hand a submission round or a test run to the judges. */
export async function enqueueJudge(message: JudgeMessage): Promise<void> {
  await sqs().send(
    new SendMessageCommand({
      QueueUrl: requiredEnv(judgeQueue.envVar),
      MessageBody: JSON.stringify(message),
    }),
  );
}
