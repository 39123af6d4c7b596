import type { RunnerConfig } from '../sandbox/runner-contract';
import type { ResolvedLanguage, RunLimits } from '../languages/language-table';
import { judgeLimits } from '@oj/shared';

/**
 * The memory verdict comes from peak resident memory (the runner polls it and kills at the limit; a
 * cgroup enforces it where there is one). RLIMIT_AS is only a guard against overshooting between two
 * polls on hosts without cgroups: twice the limit plus room for the runtime's own mappings. An
 * allocation beyond that fails in the program (NULL, bad_alloc, MemoryError).
 */
const addressSpaceSlackKb = 64 * 1024;

/** Output larger than twice the answer, and at least this, is an output flood. */
const minimumOutputLimitKb = 16 * 1024;

/**
 * The head of stderr the runner keeps; the rest is dropped without stopping the program, so a program
 * that logs heavily while printing the right answer is judged on its answer. The judge shows far less.
 */
export const stderrKeptKb = 64;

/**
 * Threads a managed program may start on top of its runtime's own (RLIMIT_NPROC counts threads):
 * Python's deep-recursion idiom runs the work in one thread with a big stack, and a few more cost
 * nothing because CPU time is summed over all threads. Native programs stay single-threaded.
 */
export const managedProgramThreads = 8;

/** The sandbox limits of one case, from the language's share of the problem's limits. */
export function caseLimits(
  language: ResolvedLanguage,
  limits: RunLimits,
  answerBytes: number,
): Pick<
  RunnerConfig,
  | 'cpuLimitMs'
  | 'wallLimitMs'
  | 'memoryLimitKb'
  | 'addressSpaceKb'
  | 'stackKb'
  | 'outputLimitKb'
  | 'stderrKeepKb'
  | 'maxProcesses'
> {
  const memoryLimitKb = limits.memoryLimitMb * 1024;
  return {
    cpuLimitMs: limits.timeLimitMs,
    wallLimitMs: limits.timeLimitMs * judgeLimits.wallClockFactor + 1000,
    memoryLimitKb,
    addressSpaceKb: language.limitAddressSpace ? 2 * memoryLimitKb + addressSpaceSlackKb : 0,
    stackKb: limits.stackLimitMb * 1024,
    outputLimitKb: Math.max(minimumOutputLimitKb, Math.ceil((answerBytes * 2) / 1024)),
    stderrKeepKb: stderrKeptKb,
    maxProcesses: language.maxProcesses + (language.profile === 'managed' ? managedProgramThreads : 0),
  };
}

/** Compilers get generous but firm limits: a compiler bomb must end as a compile error, not a stuck judge. */
export const compileLimits = {
  cpuLimitMs: 10_000,
  wallLimitMs: judgeLimits.compileWallLimitMs,
  memoryLimitKb: 1024 * 1024,
  addressSpaceKb: 0,
  outputLimitKb: 64 * 1024,
  maxProcesses: 64,
  maxOpenFiles: 256,
} satisfies Partial<RunnerConfig>;
