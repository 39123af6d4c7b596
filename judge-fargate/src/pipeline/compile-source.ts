import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readablePathsFor } from '../sandbox/readable-paths';
import { runSandboxed } from '../sandbox/run-sandboxed';
import type { ResolvedLanguage } from '../languages/language-table';
import { compileLimits } from './run-limits';
import type { SlotWorkspace } from './slot-workspace';

export type CompileOutcome = { ok: true } | { ok: false; message: string; systemError: boolean };

/** Compiler messages are kept for the submission detail, cut to a readable size. */
export const maxCompileMessageBytes = 4096;

function truncate(text: string, bytes: number): string {
  const buffer = Buffer.from(text, 'utf8');
  return buffer.length <= bytes ? text : `${buffer.subarray(0, bytes).toString('utf8')}\n… (truncated)`;
}

function describeFailure(status: string): string {
  switch (status) {
    case 'cpu_time_limit':
    case 'wall_time_limit':
      return 'Compilation took too long.';
    case 'memory_limit':
      return 'Compilation used too much memory.';
    case 'output_limit':
      return 'Compilation produced too much output.';
    case 'seccomp_violation':
      return 'Compilation attempted a forbidden operation.';
    default:
      return 'Compilation failed.';
  }
}

/**
 * Writes the source (and the problem's extra files) into the slot's build folder and compiles it
 * under the sandbox's compiler profile. Languages without a compile step only get their source
 * written. The build folder is sealed afterwards: the program can read it but not change it.
 * The compiler reads only its tool chain, headers and the build folder (Landlock, where the kernel
 * has it): `#include "/path/of/an/answer"` cannot pull test data into a compile error.
 */
export async function compileSource(
  language: ResolvedLanguage,
  code: string,
  extraFiles: Record<string, string>,
  workspace: SlotWorkspace,
): Promise<CompileOutcome> {
  for (const [name, content] of Object.entries(extraFiles)) {
    await workspace.writeForProgram(workspace.build, name, content);
  }
  await workspace.writeForProgram(workspace.build, language.sourceFile, code);
  if (!language.compile) {
    await workspace.sealBuild();
    return { ok: true };
  }
  const [program, ...args] = language.compile(language.binaries);
  const stdoutFile = join(workspace.io, 'compile-stdout.txt');
  const stderrFile = join(workspace.io, 'compile-stderr.txt');
  const result = await runSandboxed({
    program: program as string,
    args,
    workDir: workspace.build,
    profile: 'compiler',
    uid: workspace.uid,
    gid: workspace.gid,
    ...compileLimits,
    readablePaths: readablePathsFor([workspace.build], language.binaries),
    stdout: { path: stdoutFile },
    stderr: { path: stderrFile },
    env: {
      PATH: '/usr/local/bin:/usr/bin:/bin',
      LANG: 'C.UTF-8',
      TMPDIR: workspace.build,
      ...language.env?.(workspace.build, language.binaries),
    },
  });
  const read = (path: string) => readFile(path, 'utf8').catch(() => '');
  const output = `${await read(stderrFile)}${await read(stdoutFile)}`;
  if (result.status === 'runner_error') {
    return {
      ok: false,
      systemError: true,
      message: `The judge could not run the compiler: ${result.error ?? 'unknown'}`,
    };
  }
  if (result.status !== 'ok') {
    const text = [describeFailure(result.status), output.trim()].filter(Boolean).join('\n');
    return { ok: false, systemError: false, message: truncate(text, maxCompileMessageBytes) };
  }
  await workspace.sealBuild();
  return { ok: true };
}
