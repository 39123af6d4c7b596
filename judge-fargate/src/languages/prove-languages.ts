import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { localLanguageCatalogue } from '@oj/shared';
import { compileSource } from '../pipeline/compile-source';
import { compileHostFailureOf, retryHostFailures } from '../pipeline/host-failure';
import { runCase } from '../pipeline/run-case';
import { readProgramFile } from '../pipeline/read-program-file';
import type { SlotWorkspace } from '../pipeline/slot-workspace';
import { limitsFor, type ResolvedLanguage, type RunLimits } from './language-table';

/*
 * A language is offered only once this host has judged a program in it exactly as it judges a
 * submission: compiled and run through the sandbox as a slot user, with the language's own flags,
 * environment and seccomp profile. Finding the binaries is not enough: an interpreter in a private
 * home, a JRE without javac or a missing shared library all pass a look at the disk and fail a run.
 */

/** The probe is the catalogue's starting code, which reads two numbers and prints their sum. */
const probeInput = '1 2\n';
const probeAnswer = '3';

/**
 * Limits of the probe run: generous, because the probe asks whether the language runs at all, and
 * a machine busy with other work must not make a working runtime look broken.
 */
const probeLimits: RunLimits = { timeLimitMs: 5_000, memoryLimitMb: 256, stackLimitMb: 64 };

const longestReasonChars = 300;

export interface LanguageProof {
  /** The languages that judged their probe correctly, by name. */
  proven: Map<string, ResolvedLanguage>;
  /** Why each other language of the judge is not offered. */
  refused: Map<string, string>;
}

const probeCode = new Map(localLanguageCatalogue.map((entry) => [entry.name, entry.codeTemplate]));

/** Judges the probe in one language on one slot; undefined when it printed the right answer. */
async function probeFailure(
  language: ResolvedLanguage,
  workspace: SlotWorkspace,
): Promise<string | undefined> {
  const code = probeCode.get(language.name);
  if (code === undefined) return 'the site lists no starting code to try it with';
  await workspace.reset();
  const compiled = await retryHostFailures(
    () => compileSource(language, code, {}, workspace),
    compileHostFailureOf,
  );
  if (!compiled.ok) return `the starting code does not compile: ${compiled.message}`;
  const inputPath = join(workspace.io, 'probe-input.txt');
  const answerPath = join(workspace.io, 'probe-answer.txt');
  await writeFile(inputPath, probeInput, { mode: 0o600 });
  await writeFile(answerPath, `${probeAnswer}\n`, { mode: 0o600 });
  const limits = limitsFor(language, '', probeLimits);
  const run = await runCase({ language, limits, workspace, inputPath, answerPath });
  const output = (await readProgramFile(run.outputPath, 1024).catch(() => '')).trim();
  if (run.result.status !== 'ok')
    return `the starting code ended with ${run.result.status}${run.stderr ? `: ${run.stderr.trim()}` : ''}`;
  if (output !== probeAnswer) return `the starting code printed "${output}" for 1 + 2`;
  return undefined;
}

/**
 * Runs every language whose binaries this host has through the sandbox, spreading them over the
 * given slots, and returns those that work. `known` names every language the judge could run.
 */
export async function proveLanguages(
  candidates: Map<string, ResolvedLanguage>,
  known: string[],
  workspaces: SlotWorkspace[],
): Promise<LanguageProof> {
  const proven = new Map<string, ResolvedLanguage>();
  const refused = new Map<string, string>();
  for (const name of known)
    if (!candidates.has(name)) refused.set(name, 'its compiler or runtime is not installed');
  const waiting = [...candidates.values()];
  await Promise.all(
    workspaces.map(async (workspace) => {
      for (let language = waiting.shift(); language; language = waiting.shift()) {
        const failure = await probeFailure(language, workspace).catch((error: unknown) =>
          error instanceof Error ? error.message : String(error),
        );
        if (failure === undefined) proven.set(language.name, language);
        else refused.set(language.name, failure.slice(0, longestReasonChars));
      }
    }),
  );
  // In the judge's own order, so logs and the worker's language list read the same everywhere.
  const ordered = new Map(
    [...candidates.keys()]
      .filter((name) => proven.has(name))
      .map((name) => [name, proven.get(name) as ResolvedLanguage]),
  );
  return { proven: ordered, refused };
}
