/**
 * Runs an interactive problem: the interactor and the solution, each in its own sandbox run, talking
 * through each other's stdin and stdout. The two pipes go straight from one program to the other; no
 * byte passes through this process.
 */
import type { Stream } from 'node:stream';

import type { RunResult, RunnerConfig } from './runner-contract';
import { startSandboxed, type SandboxOptions } from './run-sandboxed';

/** A run whose stdin and stdout are decided here. */
export type InteractiveRunConfig = Omit<RunnerConfig, 'stdin' | 'stdout'>;

export interface InteractiveResult {
  interactor: RunResult;
  solution: RunResult;
}

function destroy(stream: Stream | null | undefined): void {
  (stream as { destroy?: () => void } | null | undefined)?.destroy?.();
}

/**
 * The interactor gets two fresh pipes as its runner's fds 3 (its stdin) and 4 (its stdout); our ends
 * of them become the solution's stdout and stdin. Our ends are closed right away, in the same tick,
 * so that end-of-file reaches each side when the other exits and no data is read here.
 */
export async function runInteractive(
  interactor: InteractiveRunConfig,
  solution: InteractiveRunConfig,
  options: Pick<SandboxOptions, 'signal' | 'runnerPath' | 'cpu'> = {},
): Promise<InteractiveResult> {
  const interactorRun = startSandboxed(
    { ...interactor, stdin: { fd: 3 }, stdout: { fd: 4 } },
    { ...options, passFds: ['pipe', 'pipe'] },
  );
  const [toInteractor, fromInteractor] = interactorRun.pipes;
  if (!toInteractor || !fromInteractor) throw new Error('interactive pipes were not created');
  const solutionRun = startSandboxed(
    { ...solution, stdin: { fd: 3 }, stdout: { fd: 4 } },
    { ...options, passFds: [fromInteractor, toInteractor] },
  );
  destroy(toInteractor);
  destroy(fromInteractor);
  const [interactorResult, solutionResult] = await Promise.all([interactorRun.result, solutionRun.result]);
  return { interactor: interactorResult, solution: solutionResult };
}
