import { copyFile, mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { judgeStatus } from '@oj/shared';
import { runSandboxed } from '../sandbox/run-sandboxed';
import type { ResolvedLanguage } from '../languages/language-table';
import { compileSource, type CompileOutcome } from './compile-source';
import { readHead } from './run-case';
import { SlotWorkspace } from './slot-workspace';
import { retryHostFailures, runnerFailureOf } from './host-failure';

/** A checker or interactor program, compiled once per problem and test data version. */
export interface CompiledChecker {
  binaryPath: string;
}

/** testlib's exit codes. */
const testlib = { ok: 0, wrongAnswer: 1, presentationError: 2, fail: 3, points: 7 } as const;

const checkerLimits = {
  cpuLimitMs: 10_000,
  wallLimitMs: 20_000,
  memoryLimitKb: 1024 * 1024,
  outputLimitKb: 16 * 1024,
};

/** Where and as whom checker code is compiled: a scratch folder under a slot, the checker identity. */
export interface CheckerScratch {
  scratchRoot: string;
  checkerUid: number;
  checkerGid: number;
}

/** A compile that did not succeed, with the compiler's (or the host's) message. */
export type CompileFailure = Extract<CompileOutcome, { ok: false }>;

/**
 * Compiles checker (or interactor) code in a fresh scratch folder under `scratchRoot`, owned by the
 * checker identity, so the compile sees nothing of the slot's program or its test data. On success
 * `keep` is given the built binary while the folder still exists; the folder is then removed.
 */
export async function compileInScratch<Kept>(
  where: CheckerScratch,
  program: { language: ResolvedLanguage; code: string; extraFiles: Record<string, string> },
  keep: (binaryPath: string) => Promise<Kept>,
): Promise<{ ok: true; kept: Kept } | CompileFailure> {
  const scratch = new SlotWorkspace(
    join(where.scratchRoot, `checker-${randomUUID()}`),
    where.checkerUid,
    where.checkerGid,
    where.checkerUid,
    where.checkerGid,
  );
  try {
    await scratch.reset();
    const compiled = await compileSource(program.language, program.code, program.extraFiles, scratch);
    if (!compiled.ok) return compiled;
    return { ok: true, kept: await keep(join(scratch.build, 'main')) };
  } finally {
    await rm(scratch.root, { recursive: true, force: true });
  }
}

/**
 * Compiles a problem's checker (or interactor) into `cacheDir`, once per problem and version. The
 * compile runs in a scratch workspace under the checker identity; the binary is then kept root-only
 * and copied into a slot's check folder for each use.
 */
export async function compiledChecker(
  options: CheckerScratch & {
    cacheDir: string;
    pid: number;
    version: string;
    language: ResolvedLanguage;
    code: string;
    extraFiles: Record<string, string>;
  },
): Promise<CompiledChecker | CompileFailure> {
  const folder = join(options.cacheDir, 'checkers', String(options.pid), options.version);
  const binaryPath = join(folder, 'checker');
  if (
    await stat(binaryPath).then(
      () => true,
      () => false,
    )
  )
    return { binaryPath };

  const compiled = await compileInScratch(options, options, async (built) => {
    await mkdir(folder, { recursive: true, mode: 0o700 });
    const staging = `${binaryPath}.${randomUUID()}`;
    await copyFile(built, staging);
    await rename(staging, binaryPath);
  });
  return compiled.ok ? { binaryPath } : compiled;
}

export interface CheckerVerdict {
  status: number;
  /** Share of the case's points, 0..1. */
  ratio: number;
  message?: string;
}

/** A partial score (exit code 7) is the first number the checker printed: a ratio, or a percentage above 1. */
export function pointsRatio(text: string): number {
  const match = /-?\d+(?:\.\d+)?/.exec(text);
  if (!match) return 0;
  const value = Number(match[0]);
  const ratio = value > 1 ? value / 100 : value;
  return Math.min(1, Math.max(0, ratio));
}

/** Turns a checker's exit into a verdict (testlib conventions). */
export function checkerVerdict(exitCode: number | null, output: string): CheckerVerdict {
  switch (exitCode) {
    case testlib.ok:
      return { status: judgeStatus.accepted, ratio: 1 };
    case testlib.wrongAnswer:
      return { status: judgeStatus.wrongAnswer, ratio: 0, message: output.trim() || undefined };
    case testlib.presentationError:
      return { status: judgeStatus.presentationError, ratio: 0, message: output.trim() || undefined };
    case testlib.points: {
      const ratio = pointsRatio(output);
      return {
        status: ratio >= 1 ? judgeStatus.accepted : judgeStatus.partialAccepted,
        ratio,
        message: output.trim() || undefined,
      };
    }
    default:
      return {
        status: judgeStatus.systemError,
        ratio: 0,
        message: `Checker failed (exit ${exitCode}): ${output.trim()}`,
      };
  }
}

/**
 * Runs a special judge on one case: `checker input output answer`, testlib's argument order, in the
 * slot's check folder, which the program's uid cannot read.
 */
export async function runChecker(options: {
  checker: CompiledChecker;
  workspace: SlotWorkspace;
  inputPath: string;
  userOutput: string;
  answerPath: string;
}): Promise<CheckerVerdict> {
  const { workspace } = options;
  const binary = await workspace.writeForChecker('checker', await readFile(options.checker.binaryPath), true);
  await workspace.writeForChecker('input.txt', await readFile(options.inputPath));
  await workspace.writeForChecker('output.txt', options.userOutput);
  await workspace.writeForChecker('answer.txt', await readFile(options.answerPath));
  const messagesPath = join(workspace.io, 'checker.txt');
  const result = await retryHostFailures(
    () =>
      runSandboxed({
        program: binary,
        args: ['input.txt', 'output.txt', 'answer.txt'],
        workDir: workspace.check,
        profile: 'native',
        uid: workspace.checkerUid,
        gid: workspace.checkerGid,
        ...checkerLimits,
        stdout: { path: messagesPath },
        stderr: { path: join(workspace.io, 'checker-stderr.txt') },
      }),
    runnerFailureOf,
  );
  const output = `${await readHead(messagesPath, 2048)}${await readHead(join(workspace.io, 'checker-stderr.txt'), 2048)}`;
  if (result.status !== 'ok' && result.status !== 'nonzero_exit') {
    return { status: judgeStatus.systemError, ratio: 0, message: `Checker ended with ${result.status}.` };
  }
  return checkerVerdict(result.exitCode, output);
}
