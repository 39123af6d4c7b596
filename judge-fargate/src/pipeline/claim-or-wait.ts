import { judgeClaimStaleAfterMs, judgeHeartbeatSeconds } from '@oj/shared';
import type { ClaimAttempt } from '@oj/functions/judging';
import type { JudgeContext } from './judge-context';

/** The first look again at a claim held by a live worker; each later one waits twice as long, up to a heartbeat. */
const firstLookAgainMs = 1_000;
/** Looked at again this long after the holder's claim goes stale, so the two clocks need not agree to the millisecond. */
const staleMarginMs = 100;

/** Waits `ms`; false, at once, when `signal` is (or becomes) aborted. */
function pauseUnlessAborted(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Claims the work a message names, waiting while another worker's live claim holds it. The message
 * is kept (hidden by this worker's heartbeat) until the work is claimed here or found done, and never
 * dropped because a claim stood in the way: that claim may belong to a worker that has just died,
 * whose message this is, and it goes stale within two heartbeats of the death. A live holder (this is
 * a duplicate copy) finishes the work, and the next look finds it done. Looks come after 1, 2, 4, 8,
 * then every 10 s, and at the moment the holder's claim would go stale. Undefined when there is
 * nothing to do, or when the consumer handed the message back (`handedBack`) while waiting.
 */
export async function claimOrWait<T>(
  tryClaim: (staleBefore: number) => Promise<ClaimAttempt<T>>,
  handedBack: AbortSignal,
  log: JudgeContext['log'],
  what: Record<string, unknown>,
): Promise<T | undefined> {
  let lookAgainMs = firstLookAgainMs;
  for (;;) {
    const attempt = await tryClaim(Date.now() - judgeClaimStaleAfterMs);
    if (attempt.outcome === 'claimed') return attempt.claimed;
    if (attempt.outcome === 'nothing') return undefined;
    const staleInMs = attempt.heartbeatAt + judgeClaimStaleAfterMs - Date.now();
    log(
      lookAgainMs === firstLookAgainMs ? 'info' : 'debug',
      'held by another worker; waiting until it is done or its claim goes stale',
      {
        ...what,
        holder: attempt.holder,
        staleInMs,
      },
    );
    const waitMs = Math.min(lookAgainMs, Math.max(0, staleInMs) + staleMarginMs);
    if (!(await pauseUnlessAborted(waitMs, handedBack))) return undefined;
    lookAgainMs = Math.min(2 * lookAgainMs, judgeHeartbeatSeconds * 1000);
  }
}
