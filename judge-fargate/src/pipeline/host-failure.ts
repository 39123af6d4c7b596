import { setTimeout as sleep } from 'node:timers/promises';
import type { RunResult } from '../sandbox/runner-contract';
import type { CompileOutcome } from './compile-source';

/*
 * A run the sandbox could not start or watch (`runner_error`: a refused fork or execve, a set-up step
 * that failed) says nothing about the program: it is the host's failure, never a verdict. The run is
 * tried again after a short pause (a busy machine frees processes quickly); if the host keeps failing,
 * judging stops with a HostFailure, the submission goes back to the queue, and only when its last
 * delivery fails too does it end as a System Error that names the reason.
 */

/** Pauses before the second and third try of a run the host refused. */
export const hostRetryDelaysMs: readonly number[] = [200, 1_000];

/** The host could not run a program, even after retries; the judging must be tried again later. */
export class HostFailure extends Error {
  override name = 'HostFailure';
}

/** The reason a run failed through the host, or undefined when it ran (whatever its verdict). */
export function runnerFailureOf(result: RunResult): string | undefined {
  return result.status === 'runner_error' ? `Sandbox failure: ${result.error ?? 'unknown'}` : undefined;
}

/**
 * Runs `attempt` until `hostFailureOf` finds no host failure in its outcome, pausing between tries;
 * throws HostFailure with the last reason when every try failed.
 */
export async function retryHostFailures<T>(
  attempt: () => Promise<T>,
  hostFailureOf: (outcome: T) => string | undefined,
  delaysMs: readonly number[] = hostRetryDelaysMs,
): Promise<T> {
  for (let tried = 0; ; tried++) {
    const outcome = await attempt();
    const failure = hostFailureOf(outcome);
    if (failure === undefined) return outcome;
    const delay = delaysMs[tried];
    if (delay === undefined) throw new HostFailure(failure);
    await sleep(delay);
  }
}

/** The reason a compile failed through the host: the sandbox could not start the compiler. */
export function compileHostFailureOf(outcome: CompileOutcome): string | undefined {
  return !outcome.ok && outcome.systemError ? outcome.message : undefined;
}
