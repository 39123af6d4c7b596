import type { HeldMessage, JudgeQueue } from './judge-queue';

/** Long-poll wait: short enough that a stopping worker's last poll ends well within Fargate's 30 s notice. */
const receiveWaitSeconds = 10;

export interface ConsumerOptions {
  queue: JudgeQueue;
  /** How many messages are handled at once; each gets its own slot number. */
  slots: number;
  /** Handles one message; resolving deletes it, throwing leaves it for another try. */
  handle: (message: HeldMessage, slot: number) => Promise<void>;
  /** Visibility granted at each heartbeat. */
  visibilitySeconds: number;
  heartbeatMs: number;
  /** Delay before a failed message is offered again, or how to choose it from the failure. */
  retryDelaySeconds: number | ((error: unknown, message: HeldMessage) => number);
  log: (
    level: 'debug' | 'info' | 'warn' | 'error',
    message: string,
    fields?: Record<string, unknown>,
  ) => void;
}

/**
 * Long-polls a queue and hands each message to a free slot. While a message is handled its visibility
 * is extended at every heartbeat, so a long judge is not given to a second worker. `stop` stops
 * receiving, lets running work finish within a grace period, and hands back what is still running.
 */
export class QueueConsumer {
  private running = false;
  private readonly busy = new Map<number, { message: HeldMessage; done: Promise<void> }>();
  private loop: Promise<void> | undefined;
  private slotFreed: (() => void) | undefined;

  constructor(private readonly options: ConsumerOptions) {}

  start(): void {
    this.running = true;
    this.loop = this.run();
  }

  private freeSlots(): number[] {
    return Array.from({ length: this.options.slots }, (_, slot) => slot).filter(
      (slot) => !this.busy.has(slot),
    );
  }

  private async run(): Promise<void> {
    while (this.running) {
      const free = this.freeSlots();
      if (free.length === 0) {
        await new Promise<void>((resolve) => (this.slotFreed = resolve));
        continue;
      }
      let messages: HeldMessage[];
      try {
        messages = await this.options.queue.receive(free.length, receiveWaitSeconds);
      } catch (error) {
        if (!this.running) break;
        this.options.log('warn', 'receive failed; retrying', { error: String(error) });
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        continue;
      }
      if (!this.running) {
        // Stopping: what arrived with the last poll goes straight back.
        await Promise.all(
          messages.map((message) => this.options.queue.extend(message, 0).catch(() => undefined)),
        );
        break;
      }
      for (const message of messages) {
        const slot = free.shift();
        if (slot === undefined) break;
        this.busy.set(slot, { message, done: this.handleOne(message, slot) });
      }
    }
  }

  private async handleOne(message: HeldMessage, slot: number): Promise<void> {
    this.options.log('debug', 'received', { slot, body: message.body, receiveCount: message.receiveCount });
    const { queue, heartbeatMs, visibilitySeconds } = this.options;
    const heartbeat = setInterval(() => {
      queue.extend(message, visibilitySeconds).catch((error: unknown) => {
        this.options.log('warn', 'could not extend visibility', { error: String(error) });
      });
    }, heartbeatMs);
    try {
      await this.options.handle(message, slot);
      await queue.delete(message);
    } catch (error) {
      this.options.log('error', 'message failed; it will be retried', {
        error: error instanceof Error ? error.stack : String(error),
        receiveCount: message.receiveCount,
      });
      const { retryDelaySeconds } = this.options;
      const delay =
        typeof retryDelaySeconds === 'number' ? retryDelaySeconds : retryDelaySeconds(error, message);
      await queue.extend(message, delay).catch(() => undefined);
    } finally {
      clearInterval(heartbeat);
      this.busy.delete(slot);
      this.slotFreed?.();
      this.slotFreed = undefined;
    }
  }

  /**
   * Stops receiving; waits up to `graceMs` for running messages, then hands the rest back to the queue.
   * A long poll in progress is let finish rather than aborted: the queue may already have handed it a
   * message, which would otherwise stay invisible for a whole visibility timeout.
   */
  async stop(graceMs: number): Promise<void> {
    this.running = false;
    this.slotFreed?.();
    const polling = this.loop;
    const running = [...this.busy.values()];
    const finished = Promise.all(running.map((work) => work.done));
    const timedOut = await Promise.race([
      finished.then(() => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(true), graceMs)),
    ]);
    if (timedOut) {
      await Promise.all(
        [...this.busy.values()].map((work) =>
          this.options.queue.extend(work.message, 0).catch(() => undefined),
        ),
      );
    }
    await polling;
  }
}
