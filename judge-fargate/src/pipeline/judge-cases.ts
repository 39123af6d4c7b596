import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import {
  defaultCaseScores,
  defaultSubtaskCaseScores,
  judgeStatus,
  shouldContinue,
  type CaseOutcome,
  type ProblemJudgeSpec,
} from '@oj/shared';
import type { ResolvedLanguage, RunLimits } from '../languages/language-table';
import { compareOutput } from '../check/compare-output';
import { runVerdict } from './case-verdict';
import { fileIoOf, runCase } from './run-case';
import { runChecker, type CompiledChecker } from './checker';
import { runInteractiveCase } from './interactive-case';
import { readProgramFile, ForbiddenProgramFile } from './read-program-file';
import type { SlotWorkspace } from './slot-workspace';

/** A case outcome with what the submission detail shows of it. */
export type JudgedCase = CaseOutcome & { userOutput?: string; message?: string };

/** Output beyond this is not read for checking: the output limit caps what a program can write anyway. */
const maxCheckedOutputBytes = 256 * 1024 * 1024;
const userOutputPreviewBytes = 256;

function earned(status: number, fullScore: number, ratio: number): number {
  if (status === judgeStatus.accepted) return fullScore;
  if (status === judgeStatus.partialAccepted) return Math.round(fullScore * ratio);
  return 0;
}

/**
 * Runs the built program on the problem's cases in order, checking each by the problem's judge mode,
 * and stops early where the judge case mode says so.
 */
export async function judgeCases(options: {
  spec: ProblemJudgeSpec;
  language: ResolvedLanguage;
  limits: RunLimits;
  workspace: SlotWorkspace;
  dataDir: string;
  checker?: CompiledChecker;
}): Promise<JudgedCase[]> {
  const { spec, language, limits, workspace, dataDir, checker } = options;
  const cases = [...spec.cases].sort((a, b) => a.seq - b.seq);
  // Cases carry their own points; only a problem whose cases all carry none splits its total evenly.
  // A single case at 0 is a deliberate choice (a sample worth nothing), not a gap to fill.
  const subtaskMode = spec.judgeCaseMode === 'subtask_lowest' || spec.judgeCaseMode === 'subtask_average';
  const fallbackScores = !cases.every((testCase) => testCase.score <= 0)
    ? cases.map(() => 0)
    : subtaskMode
      ? defaultSubtaskCaseScores(
          spec.ioScore,
          cases.map((testCase) => testCase.groupNum),
        )
      : defaultCaseScores(spec.ioScore, cases.length);
  const outcomes: JudgedCase[] = [];
  for (const [index, testCase] of cases.entries()) {
    if (!shouldContinue(spec.judgeCaseMode, outcomes)) break;
    const fullScore = Math.max(testCase.score, fallbackScores[index] ?? 0);
    const inputPath = join(dataDir, testCase.input);
    const answerPath = join(dataDir, testCase.output);
    let status: number;
    let ratio = 0;
    let message: string | undefined;
    let userOutput: string | undefined;
    let timeMs: number;
    let memoryKb: number;

    if (spec.judgeMode === 'interactive') {
      if (!checker) throw new Error('interactive problem without an interactor');
      const run = await runInteractiveCase({
        language,
        limits,
        workspace,
        interactor: checker,
        inputPath,
        answerPath,
        extraFiles: spec.userExtraFiles,
      });
      ({ status, ratio, message } = run.verdict);
      timeMs = run.solution.cpuTimeMs;
      memoryKb = run.solution.memoryKb;
    } else {
      const run = await runCase({
        language,
        limits,
        workspace,
        inputPath,
        answerPath,
        fileIo: fileIoOf(spec),
        extraFiles: spec.userExtraFiles,
      });
      timeMs = run.result.cpuTimeMs;
      memoryKb = run.result.memoryKb;
      const failure = runVerdict(run.result, run.stderr, language.outOfMemoryPattern);
      if (failure) {
        ({ status, message } = failure);
      } else {
        let output: string;
        try {
          output = await readProgramFile(run.outputPath, maxCheckedOutputBytes);
        } catch (error) {
          if (!(error instanceof ForbiddenProgramFile)) throw error;
          output = '';
          message = 'The output file is not a plain file.';
        }
        userOutput = output.slice(0, userOutputPreviewBytes);
        if (spec.judgeMode === 'spj') {
          if (!checker) throw new Error('special judge problem without a checker');
          ({ status, ratio, message } = await runChecker({
            checker,
            workspace,
            inputPath,
            userOutput: output,
            answerPath,
          }));
        } else {
          status = message
            ? judgeStatus.wrongAnswer
            : await compareOutput(output, await readFile(answerPath, 'utf8'), spec.isRemoveEndBlank);
        }
      }
    }
    outcomes.push({
      seq: testCase.seq,
      status,
      fullScore,
      score: earned(status, fullScore, ratio),
      groupNum: testCase.groupNum,
      timeMs,
      memoryKb,
      ...(userOutput !== undefined ? { userOutput } : {}),
      ...(message ? { message } : {}),
    });
  }
  return outcomes;
}
