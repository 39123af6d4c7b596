/**
 * The one poller of the web app. Each caller brings its rules as parameters: what to read, when the
 * value is final, how often, how many reads at most, and whether the first read waits an interval.
 */
export interface PollOptions<T> {
  read: () => Promise<T>;
  /** True while the value is not final yet; asked after onValue has seen it. */
  keepGoing: (value: T) => boolean;
  intervalMs: number;
  /** Each value as it arrives, final or not. */
  onValue: (value: T) => void;
  /** Ends the poll quietly, e.g. when the page is left. */
  signal: AbortSignal;
  /** At most this many reads; the last value is returned even if it is not final. */
  maxReads?: number;
  /** Wait one interval before the first read, for values that are already on screen. */
  waitFirst?: boolean;
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
 * Reads, waits the interval and reads again until the value is final, the reads are spent or the
 * signal aborts. A failed read ends the poll by rejecting (spec §8: status polling stops on error).
 * Resolves with the last value, or undefined when aborted.
 */
export async function pollUntil<T>(options: PollOptions<T>): Promise<T | undefined> {
  const { read, keepGoing, intervalMs, onValue, signal, maxReads = Infinity, waitFirst = false } = options;
  if (waitFirst) await wait(intervalMs, signal);
  for (let reads = 1; ; reads += 1) {
    if (signal.aborted) return undefined;
    const value = await read();
    if (signal.aborted) return undefined;
    onValue(value);
    if (!keepGoing(value) || reads >= maxReads) return value;
    await wait(intervalMs, signal);
  }
}

/**
 * The same rules for a query that is already on screen: a `refetchInterval` that reads again every
 * `intervalMs` while the data is not final, and stops on a failed read (spec §8).
 */
export function refetchWhile<T>(keepGoing: (data: T) => boolean, intervalMs: number) {
  return (query: { state: { data: T | undefined; error: unknown } }): number | false => {
    const { data, error } = query.state;
    return data !== undefined && !error && keepGoing(data) ? intervalMs : false;
  };
}
