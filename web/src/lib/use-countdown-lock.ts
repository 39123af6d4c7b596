import { useEffect, useState } from 'react';

/**
 * Seconds left before a button may be used again (register code 60 s, reset mail 90 s, spec §4).
 * `start(seconds)` locks it; `release()` unlocks at once, e.g. after a failed send.
 */
export function useCountdownLock() {
  const [secondsLeft, setSecondsLeft] = useState(0);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  return { secondsLeft, start: setSecondsLeft, release: () => setSecondsLeft(0) };
}
