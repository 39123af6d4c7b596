import { describe, expect, it } from 'vitest';
import { HostFailure, retryHostFailures, runnerFailureOf } from './host-failure';
import type { RunResult } from '../sandbox/runner-contract';
import { hostFailure } from '../sandbox/run-sandboxed';

/** A run that ended on its own, with `status`: as a host failure's result, but started and exited. */
const ended = (status: RunResult['status']): RunResult => ({
  ...hostFailure(''),
  status,
  exitCode: 0,
  error: null,
});

describe('host failures', () => {
  it('counts only a run the sandbox could not start as the host’s failure', () => {
    expect(runnerFailureOf(hostFailure('execve: Resource temporarily unavailable'))).toBe(
      'Sandbox failure: execve: Resource temporarily unavailable',
    );
    for (const status of ['ok', 'nonzero_exit', 'signalled', 'memory_limit'] as const)
      expect(runnerFailureOf(ended(status))).toBeUndefined();
  });

  it('tries a refused run again and returns the first run that started', async () => {
    const outcomes = [hostFailure('fork: again'), hostFailure('fork: again'), ended('ok')];
    let tries = 0;
    const result = await retryHostFailures(
      async () => outcomes[tries++] as RunResult,
      runnerFailureOf,
      [1, 1],
    );
    expect(result.status).toBe('ok');
    expect(tries).toBe(3);
  });

  it('gives up with the last reason when the host keeps refusing', async () => {
    let tries = 0;
    const attempt = async () => (tries++, hostFailure('execve: Resource temporarily unavailable'));
    await expect(retryHostFailures(attempt, runnerFailureOf, [1, 1])).rejects.toThrow(HostFailure);
    expect(tries).toBe(3);
  });

  it('does not retry a run that ended, whatever its verdict', async () => {
    let tries = 0;
    const result = await retryHostFailures(async () => (tries++, ended('signalled')), runnerFailureOf);
    expect(result.status).toBe('signalled');
    expect(tries).toBe(1);
  });
});
