import { judgeHeartbeatSeconds } from '@oj/shared';
import { keepBeating } from '../queue/heartbeat';
import type { JudgeContext } from './judge-context';

export interface ClaimHeartbeat {
  /** Whether a heartbeat found the claim gone (taken over, rejudged, cancelled): the work's result is dropped. */
  lost(): boolean;
  /** Ends the heartbeats, after the one in flight: call it before the write that ends the claim. */
  stop(): Promise<void>;
}

/**
 * Proves the worker alive on its claim every heartbeat, from the claim to the end of the work, on a
 * timer of its own: a compile or a long case runs as a child process and the event loop stays free,
 * so the claim stays fresh however long one step takes. `prove` is the claim's conditional heartbeat
 * write and answers whether the claim is still held.
 */
export function keepClaimAlive(
  prove: () => Promise<boolean>,
  log: JudgeContext['log'],
  what: Record<string, unknown>,
): ClaimHeartbeat {
  let lost = false;
  const heartbeat = keepBeating({
    everyMs: judgeHeartbeatSeconds * 1000,
    beat: async () => {
      if (lost) return;
      if (!(await prove())) {
        lost = true;
        log('info', 'claim lost while working; its result will be dropped', what);
      }
    },
    onError: (error) => log('warn', 'claim heartbeat not recorded', { ...what, error: String(error) }),
  });
  return { lost: () => lost, stop: () => heartbeat.stop() };
}
