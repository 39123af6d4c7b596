import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { judgeDeadLetterQueue, judgeMaxReceiveCount, judgeQueue, type QueueDefinition } from '@oj/shared';

/**
 * The judge queue and its dead-letter queue, timed by the shared definitions: the visibility timeout
 * is three of the worker's heartbeats (30 s), which extend it for as long as a judge runs, so a worker
 * that dies delays its submission by at most that; a message received `judgeMaxReceiveCount` times
 * without a delete (crashes, failures, hand-backs; heartbeats are no receives) moves to the
 * dead-letter queue, where the worker marks its submission System Error.
 */
export class QueueStack extends Stack {
  readonly judgeQueue: Queue;
  readonly judgeDeadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: StackProps = {}) {
    super(scope, id, props);

    this.judgeDeadLetterQueue = new Queue(this, 'JudgeDeadLetterQueue', queueProps(judgeDeadLetterQueue));
    this.judgeQueue = new Queue(this, 'JudgeQueue', {
      ...queueProps(judgeQueue),
      deadLetterQueue: { queue: this.judgeDeadLetterQueue, maxReceiveCount: judgeMaxReceiveCount },
    });

    // For code run outside AWS against the deployment (a worker on a laptop, LocalStack).
    new CfnOutput(this, 'JudgeQueueUrl', { description: judgeQueue.envVar, value: this.judgeQueue.queueUrl });
    new CfnOutput(this, 'JudgeDeadLetterQueueUrl', {
      description: judgeDeadLetterQueue.envVar,
      value: this.judgeDeadLetterQueue.queueUrl,
    });
  }
}

function queueProps(definition: QueueDefinition) {
  return {
    visibilityTimeout: Duration.seconds(definition.visibilityTimeoutSeconds),
    retentionPeriod: Duration.seconds(definition.retentionSeconds),
    // Messages name a submission and nothing more; SQS-managed keys cost nothing and need no KMS grants.
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
  };
}
