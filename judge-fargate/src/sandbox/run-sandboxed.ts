/**
 * Runs one program in the sandbox: spawns oj-runner with a RunnerConfig and returns its typed result.
 * The program's own output goes to files or descriptors named in the config; the runner's stdout
 * carries only the one result line.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Stream } from 'node:stream';

import type { RunResult, RunnerConfig } from './runner-contract';
import { runnerBinaryPath } from './runner-binary';
import { RunnerOutputError, parseRunResult, toRunnerArgs } from './runner-wire';

/** A descriptor handed to the runner: an fd number, a stream that has one, or a fresh pipe. */
export type PassedFd = number | Stream | 'pipe';

export interface SandboxOptions {
  /**
   * Given to the runner as its descriptors 3, 4, …; a config refers to them as `{ fd: 3 }`. 'pipe'
   * creates a connected pair whose other end appears in `pipes` — the way two runs of an interactive
   * problem are wired to each other.
   */
  passFds?: PassedFd[];
  /** Aborting kills the run; the result is then runner_error. */
  signal?: AbortSignal;
  /** Defaults to the binary built from judge-fargate/sandbox. */
  runnerPath?: string;
  /**
   * Pin the run to this CPU (through taskset, where installed). The two sides of an interactive run
   * share one CPU, so neither gains wall time from the other's waiting.
   */
  cpu?: number;
}

const taskset = '/usr/bin/taskset';
const hasTaskset = existsSync(taskset);

export interface SandboxedRun {
  /** For each entry of passFds, our end of the pipe when it was 'pipe', otherwise null. */
  pipes: (Stream | null)[];
  /** Settles when the runner exits; never rejects (a failure on the host's side is a runner_error). */
  result: Promise<RunResult>;
}

/** Starts a run and returns at once, so its pipes can be handed to another run before it ends. */
export function startSandboxed(config: RunnerConfig, options: SandboxOptions = {}): SandboxedRun {
  const passFds = options.passFds ?? [];
  // The runner builds the program's environment from the config alone; it gets none of ours either.
  const runnerPath = options.runnerPath ?? runnerBinaryPath;
  const [command, args] =
    options.cpu !== undefined && hasTaskset
      ? [taskset, ['-c', String(options.cpu), runnerPath, ...toRunnerArgs(config)]]
      : [runnerPath, toRunnerArgs(config)];
  const runner = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe', ...passFds],
    env: {},
  });
  const pipes = passFds.map((entry, index) => (entry === 'pipe' ? (runner.stdio[3 + index] ?? null) : null));
  const cancel = () => runner.kill('SIGTERM');
  options.signal?.addEventListener('abort', cancel, { once: true });

  // Whatever goes wrong on our side of the runner (it cannot be spawned, it dies without a result or
  // prints one we cannot read) is the host's failure: a runner_error, which callers retry, never an
  // exception that would look like a fault of the submission.
  const result = new Promise<RunResult>((resolve) => {
    let stdout = '';
    let stderr = '';
    runner.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    runner.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    runner.on('error', (error) => {
      options.signal?.removeEventListener('abort', cancel);
      resolve(hostFailure(`starting oj-runner: ${error.message}`));
    });
    // After an 'error' event Node may still emit 'close'; the first answer stands.
    runner.on('close', (code, signal) => {
      options.signal?.removeEventListener('abort', cancel);
      const line = stdout.trim().split('\n').at(-1);
      if (!line) {
        resolve(hostFailure(`oj-runner ended (${signal ?? code}) without a result: ${stderr.trim()}`));
        return;
      }
      try {
        resolve(parseRunResult(line));
      } catch (error) {
        resolve(hostFailure(error instanceof RunnerOutputError ? error.message : String(error)));
      }
    });
  });
  return { pipes, result };
}

/** A run that failed on the host's side, in the runner's own terms. */
export function hostFailure(reason: string): RunResult {
  return {
    status: 'runner_error',
    exitCode: null,
    signal: null,
    cpuTimeMs: 0,
    wallTimeMs: 0,
    memoryKb: 0,
    cgroup: false,
    cgroupMemoryPeakKb: null,
    error: reason,
  };
}

/** Runs one program to the end and returns how it ended; a failure of the host is a runner_error. */
export function runSandboxed(config: RunnerConfig, options: SandboxOptions = {}): Promise<RunResult> {
  return startSandboxed(config, options).result;
}
