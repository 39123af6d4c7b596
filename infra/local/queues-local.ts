import type { IncomingHttpHeaders } from 'node:http';
import { buildApp } from 'fauxqs';
import { judgeDeadLetterQueue, judgeMaxReceiveCount, judgeQueue, type QueueDefinition } from '@oj/shared';
import { isLocalToolRequest } from './loopback-guard';

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

/** What the guard reads of a fastify request and answers with (fastify is fauxqs's, not ours). */
interface GuardedRequest {
  headers: IncomingHttpHeaders;
}
interface GuardReply {
  code(status: number): { send(body: unknown): unknown };
}

/** One SQS call in the JSON protocol, as the SDK sends it (fauxqs accepts any credentials). */
async function sqsCall<T>(endpoint: string, action: string, body: unknown): Promise<T> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': `AmazonSQS.${action}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`SQS ${action} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function createQueue(
  endpoint: string,
  name: string,
  attributes: Record<string, string>,
): Promise<{ url: string; arn: string }> {
  const { QueueUrl: url } = await sqsCall<{ QueueUrl: string }>(endpoint, 'CreateQueue', {
    QueueName: name,
    Attributes: attributes,
  });
  const { Attributes } = await sqsCall<{ Attributes: { QueueArn: string } }>(endpoint, 'GetQueueAttributes', {
    QueueUrl: url,
    AttributeNames: ['QueueArn'],
  });
  return { url, arn: Attributes.QueueArn };
}

/**
 * SQS in this process (fauxqs), with the judge queue and its dead-letter queue made from the same
 * definitions as the CDK queue stack, redrive included. Messages live in memory only. fauxqs's own
 * start function listens on every interface, and it accepts any credentials; its app is listened on
 * 127.0.0.1 here instead, and answers only requests to the loopback by name that no browser sent.
 */
export async function startLocalQueues(port: number): Promise<RunningQueues> {
  const app = buildApp({ logger: false });
  const guard = async (request: GuardedRequest, reply: GuardReply): Promise<void> => {
    if (!isLocalToolRequest(request.headers, port)) await reply.code(403).send({ error: 'Forbidden' });
  };
  app.addHook('onRequest', guard);
  await app.listen({ port, host: '127.0.0.1' });
  const endpoint = `http://127.0.0.1:${port}`;
  try {
    const deadLetter = await createQueue(
      endpoint,
      judgeDeadLetterQueue.localName,
      attributesOf(judgeDeadLetterQueue),
    );
    const judge = await createQueue(endpoint, judgeQueue.localName, {
      ...attributesOf(judgeQueue),
      RedrivePolicy: JSON.stringify({
        deadLetterTargetArn: deadLetter.arn,
        maxReceiveCount: judgeMaxReceiveCount,
      }),
    });
    return {
      endpoint,
      urls: { [judgeQueue.envVar]: judge.url, [judgeDeadLetterQueue.envVar]: deadLetter.url },
      stop: () => app.close(),
    };
  } catch (error) {
    await app.close();
    throw error;
  }
}
