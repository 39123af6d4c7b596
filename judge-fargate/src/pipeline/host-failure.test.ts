import { describe, expect, it } from 'vitest';
import { HostFailure, retryHostFailures, runnerFailureOf } from './host-failure';
import type { RunResult } from '../sandbox/runner-contract';

const ended = (status: RunResult['status'], error: string | null = null): RunResult => ({
  status,
  exitCode: status === 'runner_error' ? null : 0,
  signal: null,
  cpuTimeMs: 0,
  wallTimeMs: 0,
  memoryKb: 0,
  cgroup: false,
  cgroupMemoryPeakKb: null,
  error,
});

describe('host failures', () => {
  it('counts only a run the sandbox could not start as the host’s failure', () => {
    expect(runnerFailureOf(ended('runner_error', 'execve: Resource temporarily unavailable'))).toBe(
      'Sandbox failure: execve: Resource temporarily unavailable',
    );
    for (const status of ['ok', 'nonzero_exit', 'signalled', 'memory_limit'] as const)
      expect(runnerFailureOf(ended(status))).toBeUndefined();
  });

  it('tries a refused run again and returns the first run that started', async () => {
    const outcomes = [
      ended('runner_error', 'fork: again'),
      ended('runner_error', 'fork: again'),
      ended('ok'),
    ];
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
    const attempt = async () => (tries++, ended('runner_error', 'execve: Resource temporarily unavailable'));
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
