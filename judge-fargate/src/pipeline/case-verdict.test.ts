import { describe, expect, it } from 'vitest';
import { judgeStatus } from '@oj/shared';
import type { RunResult } from '../sandbox/runner-contract';
import { runVerdict } from './case-verdict';

const base: RunResult = {
  status: 'ok',
  exitCode: 0,
  signal: null,
  cpuTimeMs: 1,
  wallTimeMs: 2,
  memoryKb: 1000,
  cgroup: false,
  cgroupMemoryPeakKb: null,
  error: null,
};

describe('runVerdict', () => {
  it('leaves a normal end to the output check', () => {
    expect(runVerdict(base, '', undefined)).toBeUndefined();
  });

  it('maps the runner statuses onto the spec verdicts', () => {
    expect(runVerdict({ ...base, status: 'memory_limit' }, '', undefined)?.status).toBe(
      judgeStatus.memoryLimitExceeded,
    );
    expect(runVerdict({ ...base, status: 'wall_time_limit' }, '', undefined)?.status).toBe(
      judgeStatus.timeLimitExceeded,
    );
    expect(runVerdict({ ...base, status: 'cpu_time_limit' }, '', undefined)?.status).toBe(
      judgeStatus.timeLimitExceeded,
    );
    expect(runVerdict({ ...base, status: 'seccomp_violation' }, '', undefined)?.status).toBe(
      judgeStatus.runtimeError,
    );
    expect(runVerdict({ ...base, status: 'output_limit' }, '', undefined)?.status).toBe(
      judgeStatus.runtimeError,
    );
    expect(runVerdict({ ...base, status: 'runner_error', error: 'x' }, '', undefined)?.status).toBe(
      judgeStatus.systemError,
    );
  });

  it("reads a runtime's own out-of-memory error as a memory limit", () => {
    const crashed: RunResult = { ...base, status: 'nonzero_exit', exitCode: 1 };
    expect(
      runVerdict(crashed, 'Exception in thread "main" java.lang.OutOfMemoryError', /OutOfMemoryError/)
        ?.status,
    ).toBe(judgeStatus.memoryLimitExceeded);
    expect(runVerdict(crashed, 'ZeroDivisionError', /MemoryError/)).toEqual({
      status: judgeStatus.runtimeError,
      message: 'Exit code 1.',
    });
  });
});
