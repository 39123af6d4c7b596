import {
  ChangeMessageVisibilityCommand,
  DeleteMessageCommand,
  ReceiveMessageCommand,
  type Message,
  type SQSClient,
} from '@aws-sdk/client-sqs';

/** A message held by this worker: what it says and the handle that deletes or releases it. */
export interface HeldMessage {
  body: string;
  receiptHandle: string;
  /** How many times SQS has handed this message out, this time included. */
  receiveCount: number;
}

function held(message: Message): HeldMessage | undefined {
  if (!message.Body || !message.ReceiptHandle) return undefined;
  return {
    body: message.Body,
    receiptHandle: message.ReceiptHandle,
    receiveCount: Number(message.Attributes?.ApproximateReceiveCount ?? 1),
  };
}

/** The few SQS calls the worker makes, on one queue. */
export class JudgeQueue {
  constructor(
    private readonly client: SQSClient,
    readonly url: string,
  ) {}

  /** Long-polls for up to `max` messages (at most 10, SQS's limit), waiting up to `waitSeconds`. */
  async receive(max: number, waitSeconds: number): Promise<HeldMessage[]> {
    const output = await this.client.send(
      new ReceiveMessageCommand({
        QueueUrl: this.url,
        MaxNumberOfMessages: Math.max(1, Math.min(10, max)),
        WaitTimeSeconds: waitSeconds,
        MessageSystemAttributeNames: ['ApproximateReceiveCount'],
      }),
    );
    return (output.Messages ?? [])
      .map(held)
      .filter((message): message is HeldMessage => message !== undefined);
  }

  async delete(message: HeldMessage): Promise<void> {
    await this.client.send(
      new DeleteMessageCommand({ QueueUrl: this.url, ReceiptHandle: message.receiptHandle }),
    );
  }

  /** Keeps a message hidden for `seconds` more: 0 hands it back to the queue at once. */
  async extend(message: HeldMessage, seconds: number): Promise<void> {
    await this.client.send(
      new ChangeMessageVisibilityCommand({
        QueueUrl: this.url,
        ReceiptHandle: message.receiptHandle,
        VisibilityTimeout: seconds,
      }),
    );
  }
}
