import { useEffect, useState } from 'react';
import type { RefreshPhase } from './auto-refresh';

/** The phase of a contest at `now` (epoch ms): before the start, until the end, then ended. */
export function phaseAt(startTime: string, endTime: string, now: number): RefreshPhase {
  if (now < Date.parse(startTime)) return 'scheduled';
  return now < Date.parse(endTime) ? 'running' : 'ended';
}

/**
 * The contest's phase by the server's clock, checked once a second; its reader redraws only when
 * the phase turns (the outside board has no contest shell to tell it).
 */
export function useServerPhase(startTime: string, endTime: string, serverNow: () => number): RefreshPhase {
  const [phase, setPhase] = useState(() => phaseAt(startTime, endTime, serverNow()));
  useEffect(() => {
    const check = () => setPhase(phaseAt(startTime, endTime, serverNow()));
    check();
    const timer = setInterval(check, 1000);
    return () => clearInterval(timer);
  }, [startTime, endTime, serverNow]);
  return phase;
}
