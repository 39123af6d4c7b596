import { open, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ProblemJudgeSpec } from '@oj/shared';
import { readablePathsFor } from '../sandbox/readable-paths';
import { runSandboxed } from '../sandbox/run-sandboxed';
import type { RunnerConfig, RunResult } from '../sandbox/runner-contract';
import type { ResolvedLanguage, RunLimits } from '../languages/language-table';
import { caseLimits } from './run-limits';
import { retryHostFailures, runnerFailureOf } from './host-failure';
import type { SlotWorkspace } from './slot-workspace';

/** File names of a file-IO problem: the program reads and writes these in its folder. */
export interface FileIo {
  readFileName: string;
  writeFileName: string;
}

/** The problem's file IO: its two file names when it reads and writes files, else none (stdin and stdout). */
export function fileIoOf(
  spec: Pick<ProblemJudgeSpec, 'isFileIO' | 'ioReadFileName' | 'ioWriteFileName'> | undefined,
): FileIo | undefined {
  return spec?.isFileIO && spec.ioReadFileName && spec.ioWriteFileName
    ? { readFileName: spec.ioReadFileName, writeFileName: spec.ioWriteFileName }
    : undefined;
}

export interface CaseRun {
  result: RunResult;
  /** Where the program's answer is: its stdout, or the file-IO output file. */
  outputPath: string;
  /** The start of what it wrote to stderr. */
  stderr: string;
}

const stderrKeptBytes = 4096;

/** The first `bytes` of a file as text; empty when the file does not exist. */
export async function readHead(path: string, bytes: number): Promise<string> {
  const handle = await open(path, 'r').catch(() => undefined);
  if (!handle) return '';
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
}

/** Empties the run folder and puts the problem's files for the program in it. */
export async function prepareRunFolder(
  workspace: SlotWorkspace,
  extraFiles: Record<string, string> = {},
): Promise<void> {
  await workspace.resetRun();
  for (const [name, content] of Object.entries(extraFiles)) {
    await workspace.writeForProgram(workspace.run, name, content);
  }
}

/** How the built program runs: its command, identity, folder, limits and environment; stdio is the caller's. */
export function programRunConfig(
  language: ResolvedLanguage,
  limits: RunLimits,
  workspace: SlotWorkspace,
  answerBytes: number,
): RunnerConfig {
  const [program, ...args] = language.run(language.binaries, limits, workspace.build);
  return {
    program: program as string,
    args,
    workDir: workspace.run,
    profile: language.profile,
    uid: workspace.uid,
    gid: workspace.gid,
    ...caseLimits(language, limits, answerBytes),
    readablePaths: readablePathsFor([workspace.build], language.binaries),
    env: { LANG: 'C.UTF-8', ...language.env?.(workspace.run, language.binaries) },
  };
}

/**
 * Runs the built program on one case's input in a fresh, empty run folder. The input file stays in
 * the root-only test data: the runner opens it before dropping privileges, so the program sees only
 * its stdin. A file-IO problem gets a copy of the input under its read name instead. A run the host
 * could not start is tried again (host-failure.ts), and throws HostFailure when it never starts.
 */
export async function runCase(options: {
  language: ResolvedLanguage;
  limits: RunLimits;
  workspace: SlotWorkspace;
  inputPath: string;
  answerPath: string;
  fileIo?: FileIo;
  /** The problem's files for the program, placed in its folder for every case (name → content). */
  extraFiles?: Record<string, string>;
}): Promise<CaseRun> {
  const { language, limits, workspace, inputPath, answerPath, fileIo } = options;
  const answerBytes = (await stat(answerPath)).size;
  const stdoutPath = join(workspace.io, 'stdout.txt');
  const stderrPath = join(workspace.io, 'stderr.txt');
  const result = await retryHostFailures(async () => {
    await prepareRunFolder(workspace, options.extraFiles);
    if (fileIo)
      await workspace.writeForProgram(workspace.run, fileIo.readFileName, await readFile(inputPath));
    return runSandboxed({
      ...programRunConfig(language, limits, workspace, answerBytes),
      stdin: fileIo ? { path: '/dev/null' } : { path: inputPath },
      stdout: { path: stdoutPath },
      stderr: { path: stderrPath },
    });
  }, runnerFailureOf);
  return {
    result,
    outputPath: fileIo ? join(workspace.run, fileIo.writeFileName) : stdoutPath,
    stderr: await readHead(stderrPath, stderrKeptBytes),
  };
}
