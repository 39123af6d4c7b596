import { describe, it } from 'vitest';
import { judgeDeadLetterQueue, judgeMaxReceiveCount, judgeQueue } from '@oj/shared';
import { synthesizeApp } from './synth-app';

const { stacks, template } = synthesizeApp();
const queue = template(stacks.queue);
const deadLetterQueueId = stacks.queue.getLogicalId(
  stacks.queue.judgeDeadLetterQueue.node.defaultChild as never,
);

describe('the queue stack', () => {
  it('redrives a judge message to the dead-letter queue after the shared number of receives', () => {
    queue.hasResourceProperties('AWS::SQS::Queue', {
      RedrivePolicy: {
        deadLetterTargetArn: { 'Fn::GetAtt': [deadLetterQueueId, 'Arn'] },
        maxReceiveCount: judgeMaxReceiveCount,
      },
    });
  });

  it('hides a message being judged for the shared visibility timeout', () => {
    queue.hasResourceProperties('AWS::SQS::Queue', {
      VisibilityTimeout: judgeQueue.visibilityTimeoutSeconds,
      MessageRetentionPeriod: judgeQueue.retentionSeconds,
    });
    queue.hasResourceProperties('AWS::SQS::Queue', {
      VisibilityTimeout: judgeDeadLetterQueue.visibilityTimeoutSeconds,
      MessageRetentionPeriod: judgeDeadLetterQueue.retentionSeconds,
    });
  });

  it('encrypts both queues with SQS-managed keys and refuses requests without TLS', () => {
    queue.resourcePropertiesCountIs('AWS::SQS::Queue', { SqsManagedSseEnabled: true }, 2);
    queue.resourceCountIs('AWS::SQS::QueuePolicy', 2);
    queue.allResourcesProperties('AWS::SQS::QueuePolicy', {
      PolicyDocument: {
        Statement: [
          { Effect: 'Deny', Action: 'sqs:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } },
        ],
      },
    });
  });
});
