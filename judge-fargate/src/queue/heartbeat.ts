export interface HeartbeatOptions {
  /** Time from the start of one beat to the start of the next. */
  everyMs: number;
  /** One beat: extend a message's visibility, prove a claim alive. */
  beat: () => Promise<void>;
  /** A beat that threw; the next beat is tried on time all the same. */
  onError: (error: unknown) => void;
}

export interface Heartbeat {
  /** Ends the beats; resolves once a beat still in flight has ended. */
  stop(): Promise<void>;
}

/**
 * Beats every `everyMs` until stopped, for as long as some work runs. Beats never overlap: a beat
 * that is still in flight when the next is due (a slow network) delays that one, which then starts as
 * soon as it ends, and a timer that fires late (an event loop that stood still) beats at once, once,
 * instead of the bursts a catching-up interval would send. `stop` waits for the beat in flight, so
 * what the caller does next (delete the message, set its retry delay, write the verdict) is never
 * overtaken by a late beat.
 */
export function keepBeating(options: HeartbeatOptions): Heartbeat {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> = Promise.resolve();

  const schedule = (dueAt: number) => {
    timer = setTimeout(
      () => {
        timer = undefined;
        if (stopped) return;
        const startedAt = Date.now();
        inFlight = options.beat().then(
          () => undefined,
          (error: unknown) => options.onError(error),
        );
        void inFlight.then(() => {
          if (!stopped) schedule(startedAt + options.everyMs);
        });
      },
      Math.max(0, dueAt - Date.now()),
    );
  };
  schedule(Date.now() + options.everyMs);

  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await inFlight;
    },
  };
}
