export interface PollOptions<T> {
  read: () => Promise<T>;
  /** True while the value is not final yet. */
  keepGoing: (value: T) => boolean;
  intervalMs: number;
  /** Each value as it arrives, final or not. */
  onValue: (value: T) => void;
  /** Ends the poll quietly, e.g. when the page is left. */
  signal: AbortSignal;
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Reads, waits the interval and reads again until the value is final or the signal aborts. A failed
 * read ends the poll by rejecting (spec §8: status polling stops on error). Resolves with the final
 * value, or undefined when aborted.
 */
export async function pollUntil<T>(options: PollOptions<T>): Promise<T | undefined> {
  const { read, keepGoing, intervalMs, onValue, signal } = options;
  for (;;) {
    if (signal.aborted) return undefined;
    const value = await read();
    if (signal.aborted) return undefined;
    onValue(value);
    if (!keepGoing(value)) return value;
    await wait(intervalMs, signal);
  }
}
