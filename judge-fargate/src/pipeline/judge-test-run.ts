import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { judgeStatus } from '@oj/shared';
import {
  finishTestRun,
  getJudgeSpec,
  proveTestRunClaimAlive,
  releaseTestRun,
  tryClaimTestRun,
  type TestRun,
  type TestRunResult,
} from '@oj/functions/judging';
import { limitsFor } from '../languages/language-table';
import { compareOutput } from '../check/compare-output';
import { compileSource } from './compile-source';
import { fileIoOf, runCase } from './run-case';
import { runVerdict } from './case-verdict';
import { readProgramFile } from './read-program-file';
import type { JudgeContext } from './judge-context';
import { HostFailure, compileHostFailureOf, retryHostFailures } from './host-failure';
import { claimOrWait } from './claim-or-wait';
import { keepClaimAlive } from './claim-heartbeat';

/** The spec's defaults for a problem without judge settings: 1000 ms, 256 MB, stack 128 MB. */
const defaultLimits = { timeLimitMs: 1000, memoryLimitMb: 256, stackLimitMb: 128 };
const keptOutputBytes = 64 * 1024;

/**
 * An Online Test: claim the run as a submission round is claimed (taking over a dead worker's claim,
 * waiting while a live one holds it), run it with the claim proved alive every heartbeat, and write
 * the result only while this worker still holds the claim, so a run is answered once however many
 * workers saw its message. Resolves when the message may be deleted; throws, after handing the run
 * back, when it should be delivered again.
 */
export async function judgeTestRun(
  key: string,
  slot: number,
  context: JudgeContext,
  handedBack: AbortSignal = new AbortController().signal,
): Promise<void> {
  const { judger } = context;
  const what = { testRun: key };
  const run = await claimOrWait(
    (staleBefore) => tryClaimTestRun(key, judger, staleBefore),
    handedBack,
    context.log,
    what,
  );
  if (!run) {
    context.log('info', 'no Online Test to run: unknown, expired, answered, or handed back', what);
    return;
  }
  const claim = keepClaimAlive(() => proveTestRunClaimAlive(key, judger), context.log, what);
  let result: TestRunResult;
  try {
    result = await runTest(run, slot, context);
  } catch (error) {
    await claim.stop();
    await releaseTestRun(key, judger);
    throw error;
  }
  // The last heartbeat lands before the result, never beside it.
  await claim.stop();
  if (claim.lost()) return void context.log('info', 'claim lost while running; result dropped', what);
  const finished = await finishTestRun(key, judger, result);
  context.log('info', 'Online Test result', { ...what, status: result.status, finished });
}

/** A result that says the judge, not the code, failed. */
function systemErrorResult(stderr: string): TestRunResult {
  return { status: judgeStatus.systemError, timeMs: null, memoryKb: null, userOutput: null, stderr };
}

/**
 * The user's code on the user's input, through the same compile and sandbox as a submission, with the
 * problem's limits; compared with the expected output when one was given. An Online Test is no verdict
 * and nobody's score: a host that still fails after the in-place retries ends it at once as System
 * Error, saying why, never as the code's fault.
 */
async function runTest(run: TestRun, slot: number, context: JudgeContext): Promise<TestRunResult> {
  const language = context.languages.get(run.language);
  if (!language) return systemErrorResult(`${run.language} is not installed on this judge.`);
  const spec = await getJudgeSpec(run.pid);
  const workspace = context.workspace(slot);
  await workspace.reset();
  try {
    const compiled = await retryHostFailures(
      () => compileSource(language, run.code, spec?.userExtraFiles ?? {}, workspace),
      compileHostFailureOf,
    );
    if (!compiled.ok)
      return {
        status: judgeStatus.compileError,
        timeMs: null,
        memoryKb: null,
        userOutput: null,
        stderr: compiled.message,
      };
    const inputPath = join(workspace.io, 'test-input.txt');
    const answerPath = join(workspace.io, 'test-answer.txt');
    await writeFile(inputPath, run.userInput, { mode: 0o600 });
    await writeFile(answerPath, run.expectedOutput ?? '', { mode: 0o600 });
    const limits = limitsFor(language, spec?.problemId ?? '', spec ?? defaultLimits);
    const { result, outputPath, stderr } = await runCase({
      language,
      limits,
      workspace,
      inputPath,
      answerPath,
      fileIo: fileIoOf(spec),
    });
    const output = await readProgramFile(outputPath, keptOutputBytes).catch(() => '');
    const failure = runVerdict(result, stderr, language.outOfMemoryPattern);
    const status =
      failure?.status ??
      (run.expectedOutput
        ? await compareOutput(output, run.expectedOutput, spec?.isRemoveEndBlank ?? true)
        : judgeStatus.accepted);
    return {
      status,
      timeMs: result.cpuTimeMs,
      memoryKb: result.memoryKb,
      userOutput: output,
      stderr: [failure?.message, stderr].filter(Boolean).join('\n') || null,
    };
  } catch (error) {
    if (error instanceof HostFailure) return systemErrorResult(error.message);
    throw error;
  }
}
