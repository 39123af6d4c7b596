import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChangeMessageVisibilityCommand,
  GetQueueAttributesCommand,
  PurgeQueueCommand,
  ReceiveMessageCommand,
  SendMessageCommand,
  SQSClient,
  type Message,
} from '@aws-sdk/client-sqs';
import { judgeDeadLetterQueue, judgeMaxReceiveCount, judgeQueue } from '@oj/shared';
import { startLocalQueues, type RunningQueues } from '../../local/queues-local';
import { freePort } from '../../local/free-port';

/*
 * The local SQS emulator (fauxqs, as the local stack starts it) keeps the judge's heartbeat honest the
 * way SQS does: a visibility change counts from the moment it is made, is not a receive, and cannot
 * revive a message once another receive took it. The judge's crash recovery rests on these. The
 * message timings are shortened with the per-receive visibility that SQS offers; the queue's own
 * settings are checked as the stack made them.
 */

let queues: RunningQueues;
let sqs: SQSClient;
const judgeUrl = () => queues.urls[judgeQueue.envVar] as string;
const deadLetterUrl = () => queues.urls[judgeDeadLetterQueue.envVar] as string;

beforeAll(async () => {
  queues = await startLocalQueues(await freePort());
  sqs = new SQSClient({
    endpoint: queues.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
});
afterAll(async () => {
  sqs?.destroy();
  await queues?.stop();
});

async function receive(url: string, visibilitySeconds?: number): Promise<Message | undefined> {
  const { Messages } = await sqs.send(
    new ReceiveMessageCommand({
      QueueUrl: url,
      MaxNumberOfMessages: 1,
      WaitTimeSeconds: 0,
      VisibilityTimeout: visibilitySeconds,
      MessageSystemAttributeNames: ['ApproximateReceiveCount'],
    }),
  );
  return Messages?.[0];
}

const receiveCount = (message: Message | undefined) => Number(message?.Attributes?.ApproximateReceiveCount);

async function extend(message: Message | undefined, seconds: number): Promise<void> {
  await sqs.send(
    new ChangeMessageVisibilityCommand({
      QueueUrl: judgeUrl(),
      ReceiptHandle: message?.ReceiptHandle,
      VisibilityTimeout: seconds,
    }),
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function sendOne(body: string): Promise<void> {
  await sqs.send(new PurgeQueueCommand({ QueueUrl: judgeUrl() }));
  await sqs.send(new SendMessageCommand({ QueueUrl: judgeUrl(), MessageBody: body }));
}

describe('the local judge queue', () => {
  it('is made with the shared visibility timeout and redrive count', async () => {
    const { Attributes } = await sqs.send(
      new GetQueueAttributesCommand({ QueueUrl: judgeUrl(), AttributeNames: ['All'] }),
    );
    expect(Number(Attributes?.VisibilityTimeout)).toBe(judgeQueue.visibilityTimeoutSeconds);
    expect(JSON.parse(Attributes?.RedrivePolicy ?? '{}')).toMatchObject({
      maxReceiveCount: judgeMaxReceiveCount,
    });
  });

  it('keeps a message hidden past its first timeout while it is extended, and the extensions are no receives', async () => {
    await sendOne('extended');
    const first = await receive(judgeUrl(), 1);
    expect(receiveCount(first)).toBe(1);
    // Two heartbeats, each granting 1 s from the moment it is made.
    for (let beat = 0; beat < 2; beat++) {
      await pause(600);
      await extend(first, 1);
      expect(await receive(judgeUrl())).toBeUndefined();
    }
    // No more heartbeats (the worker died): it reappears once the last extension ran out.
    await pause(1_200);
    const again = await receive(judgeUrl(), 1);
    expect(again?.Body).toBe('extended');
    expect(receiveCount(again)).toBe(2);
  });

  it('refuses to extend a message through the handle of a receive another worker has since replaced', async () => {
    await sendOne('taken over');
    const dead = await receive(judgeUrl(), 1);
    await pause(1_200);
    const survivor = await receive(judgeUrl(), 5);
    expect(survivor?.Body).toBe('taken over');
    await expect(extend(dead, 0)).rejects.toMatchObject({ name: 'MessageNotInflight' });
    // The old handle did not hand the message back: the survivor still holds it.
    expect(await receive(judgeUrl())).toBeUndefined();
  });

  it('offers a message handed back (visibility 0) again at once', async () => {
    await sendOne('handed back');
    const held = await receive(judgeUrl(), 30);
    await extend(held, 0);
    expect((await receive(judgeUrl(), 1))?.Body).toBe('handed back');
  });

  it('moves a message to the dead-letter queue on the receive after the shared count', async () => {
    await sendOne('crashes its worker');
    for (let delivery = 1; delivery <= judgeMaxReceiveCount; delivery++) {
      const message = await receive(judgeUrl(), 30);
      expect(receiveCount(message)).toBe(delivery);
      await extend(message, 0);
    }
    expect(await receive(judgeUrl())).toBeUndefined();
    expect((await receive(deadLetterUrl()))?.Body).toBe('crashes its worker');
  });
});
