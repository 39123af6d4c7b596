import { useEffect, useState } from 'react';
import { contestPhaseAt, type ContestPhase, type ContestTimes } from './contest-phase';

/** Timers longer than this are re-armed: browsers overflow at about 24.8 days. */
const longestWaitMs = 6 * 60 * 60 * 1000;

/**
 * The contest's phase by the server's clock (browser clock + `offsetMs`), turning at the start and at
 * the end by a timer aimed at that moment rather than by a tick, so the screens reading it re-render
 * only when it changes.
 */
export function usePhase(contest: ContestTimes, offsetMs: number): ContestPhase {
  const { startTime, endTime } = contest;
  const phaseNow = () => contestPhaseAt({ startTime, endTime }, Date.now() + offsetMs);
  const [phase, setPhase] = useState(phaseNow);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      const now = Date.now() + offsetMs;
      const current = contestPhaseAt({ startTime, endTime }, now);
      setPhase(current);
      if (current === 'ended') return;
      const next = Date.parse(current === 'scheduled' ? startTime : endTime);
      timer = setTimeout(arm, Math.min(longestWaitMs, Math.max(0, next - now) + 1));
    };
    arm();
    return () => clearTimeout(timer);
  }, [startTime, endTime, offsetMs]);
  return phase;
}
