import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { judgeStatus } from '@oj/shared';
import { runInteractive } from '../sandbox/run-interactive';
import type { RunResult } from '../sandbox/runner-contract';
import type { ResolvedLanguage, RunLimits } from '../languages/language-table';
import { checkerVerdict, type CheckerVerdict, type CompiledChecker } from './checker';
import { runVerdict } from './case-verdict';
import { prepareRunFolder, programRunConfig, readHead } from './run-case';
import type { SlotWorkspace } from './slot-workspace';
import { retryHostFailures, runnerFailureOf } from './host-failure';

/**
 * The interactor's word decides: when it reports a wrong answer (or points), that stands even if the
 * program then crashed on a closed pipe. When it accepts, a program that broke a limit or crashed
 * still fails with its own verdict. An interactor that itself failed is a system error unless the
 * program's limit explains it.
 */
export function interactiveVerdict(
  interactor: RunResult,
  interactorOutput: string,
  solution: RunResult,
  solutionStderr: string,
  outOfMemoryPattern: RegExp | undefined,
): CheckerVerdict {
  const solutionFailure = runVerdict(solution, solutionStderr, outOfMemoryPattern);
  if (interactor.status === 'runner_error') {
    return {
      status: judgeStatus.systemError,
      ratio: 0,
      message: `Interactor could not run: ${interactor.error}`,
    };
  }
  const said =
    interactor.status === 'ok' || interactor.status === 'nonzero_exit'
      ? checkerVerdict(interactor.exitCode, interactorOutput)
      : undefined;
  if (said && said.status !== judgeStatus.accepted && said.status !== judgeStatus.systemError) return said;
  if (solutionFailure) return { status: solutionFailure.status, ratio: 0, message: solutionFailure.message };
  if (said) return said;
  return {
    status: judgeStatus.systemError,
    ratio: 0,
    message: `Interactor ended with ${interactor.status}.`,
  };
}

/** Runs the program against the problem's interactor on one case; a host failure is retried, then thrown. */
export async function runInteractiveCase(options: {
  language: ResolvedLanguage;
  limits: RunLimits;
  workspace: SlotWorkspace;
  interactor: CompiledChecker;
  inputPath: string;
  answerPath: string;
  /** The problem's files for the program, placed in its folder. */
  extraFiles?: Record<string, string>;
}): Promise<{ verdict: CheckerVerdict; solution: RunResult }> {
  const { language, limits, workspace } = options;
  await prepareRunFolder(workspace, options.extraFiles);
  const binary = await workspace.writeForChecker(
    'interactor',
    await readFile(options.interactor.binaryPath),
    true,
  );
  await workspace.writeForChecker('input.txt', await readFile(options.inputPath));
  const answer = await readFile(options.answerPath);
  await workspace.writeForChecker('answer.txt', answer);
  const interactorStderr = join(workspace.io, 'interactor-stderr.txt');
  const solutionStderr = join(workspace.io, 'stderr.txt');
  const solutionRun = programRunConfig(language, limits, workspace, answer.length);
  const { interactor, solution } = await retryHostFailures(
    () =>
      runInteractive(
        {
          program: binary,
          args: ['input.txt', 'interactor-output.txt', 'answer.txt'],
          workDir: workspace.check,
          profile: 'native',
          uid: workspace.checkerUid,
          gid: workspace.checkerGid,
          cpuLimitMs: limits.timeLimitMs * 2 + 1000,
          wallLimitMs: solutionRun.wallLimitMs + 2000,
          memoryLimitKb: 1024 * 1024,
          outputLimitKb: 64 * 1024,
          stderr: { path: interactorStderr },
        },
        { ...solutionRun, stderr: { path: solutionStderr } },
        // Both sides on one CPU: each slot has its own, so interactive runs of two slots do not meet.
        { cpu: workspace.uid % availableParallelism() },
      ),
    (runs) => runnerFailureOf(runs.solution) ?? runnerFailureOf(runs.interactor),
  );
  const verdict = interactiveVerdict(
    interactor,
    await readHead(interactorStderr, 2048),
    solution,
    await readHead(solutionStderr, 4096),
    language.outOfMemoryPattern,
  );
  return { verdict, solution };
}
