import { judgeStatus } from '@oj/shared';
import type { RunResult } from '../sandbox/runner-contract';

/**
 * Step 2 of a verdict (docs/judge.md, "How a verdict is decided"): the case's status from the run's
 * (step 1, sandbox/run_status.c), before its output is checked, or undefined when it ended normally
 * and the output (the comparison or the checker) decides. A runtime's own out-of-memory report counts
 * as a memory limit.
 */
export function runVerdict(
  result: RunResult,
  stderr: string,
  outOfMemoryPattern: RegExp | undefined,
): { status: number; message?: string } | undefined {
  switch (result.status) {
    case 'ok':
      return undefined;
    case 'memory_limit':
      return { status: judgeStatus.memoryLimitExceeded };
    case 'cpu_time_limit':
    case 'wall_time_limit':
      return { status: judgeStatus.timeLimitExceeded };
    case 'output_limit':
      return { status: judgeStatus.runtimeError, message: 'Output limit exceeded.' };
    case 'seccomp_violation':
      return { status: judgeStatus.runtimeError, message: 'The program attempted a forbidden operation.' };
    case 'runner_error':
      return { status: judgeStatus.systemError, message: `Sandbox failure: ${result.error ?? 'unknown'}` };
    case 'signalled':
    case 'nonzero_exit':
      if (outOfMemoryPattern?.test(stderr)) return { status: judgeStatus.memoryLimitExceeded };
      return {
        status: judgeStatus.runtimeError,
        message:
          result.signal !== null ? `Killed by signal ${result.signal}.` : `Exit code ${result.exitCode}.`,
      };
  }
}
