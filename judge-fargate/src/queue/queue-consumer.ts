import type { HeldMessage, JudgeQueue } from './judge-queue';
import { keepBeating, type Heartbeat } from './heartbeat';

/** Long-poll wait: short enough that a stopping worker's last poll ends well within Fargate's 30 s notice. */
const receiveWaitSeconds = 10;

export interface ConsumerOptions {
  queue: JudgeQueue;
  /** How many messages are handled at once; each gets its own slot number. */
  slots: number;
  /**
   * Handles one message; resolving deletes it, throwing leaves it for another try. `handedBack` is
   * aborted when a stopping consumer gave the message back to the queue: whatever the handler still
   * waits for, another worker will do.
   */
  handle: (message: HeldMessage, slot: number, handedBack: AbortSignal) => Promise<void>;
  /** Visibility granted at each heartbeat: the queue's visibility timeout. */
  visibilitySeconds: number;
  /** How often the message's visibility is extended while it is handled, well within `visibilitySeconds`. */
  heartbeatMs: number;
  /** Delay before a failed message is offered again, or how to choose it from the failure. */
  retryDelaySeconds: number | ((error: unknown, message: HeldMessage) => number);
  log: (
    level: 'debug' | 'info' | 'warn' | 'error',
    message: string,
    fields?: Record<string, unknown>,
  ) => void;
}

/** A message being handled in a slot, with what keeps it hidden and what tells its handler it was given back. */
interface SlotWork {
  message: HeldMessage;
  heartbeat: Heartbeat;
  handBack: AbortController;
  done: Promise<void>;
}

/**
 * Long-polls a queue and hands each message to a free slot. While a message is handled its visibility
 * is extended at every heartbeat, so a long judge is not given to a second worker, and a worker that
 * dies lets its message reappear one visibility timeout after its last heartbeat. `stop` stops
 * receiving, lets running work finish within a grace period, and hands back what is still running.
 */
export class QueueConsumer {
  private running = false;
  private readonly busy = new Map<number, SlotWork>();
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
        this.busy.set(slot, this.startWork(message, slot));
      }
    }
  }

  private startWork(message: HeldMessage, slot: number): SlotWork {
    const receivedAt = Date.now();
    const work: SlotWork = {
      message,
      heartbeat: this.keepHidden(message, receivedAt),
      handBack: new AbortController(),
      done: Promise.resolve(),
    };
    work.done = this.handleOne(work, slot);
    return work;
  }

  /**
   * Extends the message's visibility at every heartbeat. A beat that comes after the visibility ran
   * out (the event loop stood still, or the queue was unreachable for that long) is logged: the queue
   * may have given the message to another worker, whose claim then takes the work over, so the work is
   * still done once, only later.
   */
  private keepHidden(message: HeldMessage, receivedAt: number): Heartbeat {
    const { queue, heartbeatMs, visibilitySeconds, log } = this.options;
    let hiddenUntil = receivedAt + visibilitySeconds * 1000;
    return keepBeating({
      everyMs: heartbeatMs,
      beat: async () => {
        const startedAt = Date.now();
        if (startedAt >= hiddenUntil) {
          log('warn', 'visibility ran out before the heartbeat; another worker may take this message over', {
            body: message.body,
            lateMs: startedAt - hiddenUntil,
          });
        }
        await queue.extend(message, visibilitySeconds);
        hiddenUntil = startedAt + visibilitySeconds * 1000;
      },
      onError: (error) => log('warn', 'could not extend visibility', { error: String(error) }),
    });
  }

  private async handleOne(work: SlotWork, slot: number): Promise<void> {
    const { message, heartbeat, handBack } = work;
    this.options.log('debug', 'received', { slot, body: message.body, receiveCount: message.receiveCount });
    const { queue } = this.options;
    try {
      await this.options.handle(message, slot, handBack.signal);
      // The last extension has landed before the delete, never after it.
      await heartbeat.stop();
      if (!handBack.signal.aborted) await queue.delete(message);
    } catch (error) {
      await heartbeat.stop();
      if (!handBack.signal.aborted) {
        this.options.log('error', 'message failed; it will be retried', {
          error: error instanceof Error ? error.stack : String(error),
          receiveCount: message.receiveCount,
        });
        const { retryDelaySeconds } = this.options;
        const delay =
          typeof retryDelaySeconds === 'number' ? retryDelaySeconds : retryDelaySeconds(error, message);
        // After the heartbeat's last extension, so a late beat cannot hide the message for longer.
        await queue.extend(message, delay).catch(() => undefined);
      }
    } finally {
      this.busy.delete(slot);
      this.slotFreed?.();
      this.slotFreed = undefined;
    }
  }

  /** Gives a message still being handled back to the queue at once, its heartbeat stopped first. */
  private async handBack(work: SlotWork): Promise<void> {
    await work.heartbeat.stop();
    work.handBack.abort();
    await this.options.queue.extend(work.message, 0).catch(() => undefined);
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
    if (timedOut) await Promise.all([...this.busy.values()].map((work) => this.handBack(work)));
    await polling;
  }
}
