import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { judgeStatus } from '@oj/shared';
import { claimTestRun, finishTestRun, getJudgeSpec, getTestRun } from '@oj/functions/judging';
import { limitsFor } from '../languages/language-table';
import { compareOutput } from '../check/compare-output';
import { compileSource } from './compile-source';
import { runCase } from './run-case';
import { runVerdict } from './case-verdict';
import { readProgramFile } from './read-program-file';
import type { JudgeContext } from './judge-context';
import { HostFailure } from './host-failure';

/** The spec's defaults for a problem without judge settings: 1000 ms, 256 MB, stack 128 MB. */
const defaultLimits = { timeLimitMs: 1000, memoryLimitMb: 256, stackLimitMb: 128 };
const keptOutputBytes = 64 * 1024;

/**
 * An Online Test: the user's code on the user's input, through the same compile and sandbox as a
 * submission, with the problem's limits. Compared with the expected output when one was given.
 */
export async function judgeTestRun(key: string, slot: number, context: JudgeContext): Promise<void> {
  const run = await getTestRun(key, true);
  if (!run || !(await claimTestRun(key))) return;
  const language = context.languages.get(run.language);
  const fail = (status: number, stderr: string) =>
    finishTestRun(key, { status, timeMs: null, memoryKb: null, userOutput: null, stderr });
  if (!language)
    return void (await fail(judgeStatus.systemError, `${run.language} is not installed on this judge.`));

  const spec = await getJudgeSpec(run.pid);
  const workspace = context.workspace(slot);
  await workspace.reset();
  const compiled = await compileSource(language, run.code, spec?.userExtraFiles ?? {}, workspace);
  if (!compiled.ok) {
    return void (await fail(
      compiled.systemError ? judgeStatus.systemError : judgeStatus.compileError,
      compiled.message,
    ));
  }
  const inputPath = join(workspace.io, 'test-input.txt');
  const answerPath = join(workspace.io, 'test-answer.txt');
  await writeFile(inputPath, run.userInput, { mode: 0o600 });
  await writeFile(answerPath, run.expectedOutput ?? '', { mode: 0o600 });
  const limits = limitsFor(language, spec?.problemId ?? '', spec ?? defaultLimits);
  const fileIo =
    spec?.isFileIO && spec.ioReadFileName && spec.ioWriteFileName
      ? { readFileName: spec.ioReadFileName, writeFileName: spec.ioWriteFileName }
      : undefined;
  // An Online Test is no verdict and nobody's score: a host that keeps failing ends it at once, saying why.
  const result = await runCase({ language, limits, workspace, inputPath, answerPath, fileIo }).catch(
    (error: unknown) => {
      if (error instanceof HostFailure) return error;
      throw error;
    },
  );
  if (result instanceof HostFailure) return void (await fail(judgeStatus.systemError, result.message));
  const output = await readProgramFile(result.outputPath, keptOutputBytes).catch(() => '');
  const failure = runVerdict(result.result, result.stderr, language.outOfMemoryPattern);
  const status =
    failure?.status ??
    (run.expectedOutput
      ? await compareOutput(output, run.expectedOutput, spec?.isRemoveEndBlank ?? true)
      : judgeStatus.accepted);
  await finishTestRun(key, {
    status,
    timeMs: result.result.cpuTimeMs,
    memoryKb: result.result.memoryKb,
    userOutput: output,
    stderr: [failure?.message, result.stderr].filter(Boolean).join('\n') || null,
  });
}
