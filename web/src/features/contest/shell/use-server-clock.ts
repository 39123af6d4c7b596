import { useEffect, useState } from 'react';

/**
 * How far the server's clock is ahead of the browser's, in ms: the `now` of an answer against the
 * browser's time when that answer arrived (React Query's `dataUpdatedAt`), so a cached answer read
 * later still gives the right offset.
 */
export function serverClockOffset(serverNow: string, answeredAt: number): number {
  const server = Date.parse(serverNow);
  return Number.isNaN(server) ? 0 : server - answeredAt;
}

/** The server's clock, re-rendering every second, on the second of the server's clock. */
export function useTickingServerClock(offsetMs: number): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = Date.now() + offsetMs;
      setNow(current);
      timer = setTimeout(tick, 1000 - (current % 1000) + 5);
    };
    tick();
    return () => clearTimeout(timer);
  }, [offsetMs]);
  return now;
}
