import { testcaseArchiveLimits, type TestcaseUploadMode, type UploadedTestcase } from '@oj/shared';
import { AppError } from '../../../frame/app-error';
import type { ZipEntry } from './zip-directory';

/** A test case file of the archive: the entry, the name it is staged under, and what it is. */
export interface CaseFile {
  entry: ZipEntry;
  /** The file name without its folder, e.g. `1.in`. */
  name: string;
  base: string;
  kind: 'input' | 'output';
}

/** What an archive holds for the judge: the cases in order, the files to unpack, and what was skipped. */
export interface ArchivePlan {
  cases: UploadedTestcase[];
  files: CaseFile[];
  /** Inputs of an interactive problem that came without an output: staged with an empty one. */
  emptyOutputs: string[];
  /** Entries that are not test case files (a README, a generator), left out. */
  ignored: string[];
}

const caseFilePattern = new RegExp(
  `^([A-Za-z0-9_-]{1,${testcaseArchiveLimits.maxBaseNameLength}})\\.(in|out|ans)$`,
  'i',
);
/** Finder's resource forks, added to every archive made on a Mac; never test data. */
const macMetadataFolder = '__MACOSX/';

/**
 * A name the judge can use as a file name inside its own folder. Anything else (`..`, an absolute or
 * drive path, a backslash, control characters, empty parts) is refused, not cleaned: an archive that
 * holds one was not made by a test data tool.
 */
function checkSafe(name: string): void {
  const parts = name.replace(/\/$/, '').split('/');
  const unsafe =
    name.length === 0 ||
    name.startsWith('/') ||
    name.includes('\\') ||
    /^[A-Za-z]:/.test(name) ||
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u001f\u007f]/.test(name) ||
    parts.some((part) => part === '' || part === '.' || part === '..');
  if (unsafe) throw new AppError('testcaseUnsafePath', { name });
}

/** Compares names so that `2.in` comes before `10.in`. */
const naturalOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare;

/**
 * Decides which entries are test cases and pairs them. Files may sit at the top of the archive or all
 * in one folder (what zipping a folder gives); deeper folders are refused. Names other than `<name>.in`,
 * `<name>.out` and `<name>.ans` are ignored. Every input needs one output, except in interactive mode,
 * where a missing one becomes empty (the interactor decides); an output without an input is refused.
 */
export function pairTestcases(entries: readonly ZipEntry[], mode: TestcaseUploadMode): ArchivePlan {
  for (const entry of entries) checkSafe(entry.name);
  const ignored: string[] = [];
  const candidates: CaseFile[] = [];
  const caseFolders = new Set<string>();
  for (const entry of entries) {
    if (entry.name.startsWith(macMetadataFolder)) continue;
    const parts = entry.name.replace(/\/$/, '').split('/');
    if (parts.length > (entry.isFolder ? 1 : 2))
      throw new AppError('testcaseNestedFolder', { name: entry.name });
    if (entry.isFolder) continue;
    const name = parts[parts.length - 1] as string;
    const match = caseFilePattern.exec(name);
    if (!match) {
      ignored.push(entry.name);
      continue;
    }
    caseFolders.add(parts.length === 2 ? (parts[0] as string) : '');
    const extension = (match[2] as string).toLowerCase();
    candidates.push({ entry, name, base: match[1] as string, kind: extension === 'in' ? 'input' : 'output' });
  }
  if (caseFolders.size > 1) {
    const stray = candidates.find((file) => !file.entry.name.startsWith(`${[...caseFolders][0]}/`));
    throw new AppError('testcaseNestedFolder', { name: stray?.entry.name ?? '' });
  }
  return pairCandidates(candidates, mode, ignored);
}

function pairCandidates(candidates: CaseFile[], mode: TestcaseUploadMode, ignored: string[]): ArchivePlan {
  const inputs = new Map<string, CaseFile>();
  const outputs = new Map<string, CaseFile>();
  const seenNames = new Set<string>();
  for (const file of candidates) {
    const key = file.name.toLowerCase();
    if (seenNames.has(key)) throw new AppError('testcaseDuplicateName', { name: file.name });
    seenNames.add(key);
    const byBase = file.kind === 'input' ? inputs : outputs;
    const baseKey = file.base.toLowerCase();
    if (byBase.has(baseKey)) throw new AppError('testcaseAmbiguousOutput', { base: file.base });
    byBase.set(baseKey, file);
  }
  for (const [baseKey, output] of outputs) {
    if (!inputs.has(baseKey))
      throw new AppError('testcaseMissingInput', { output: output.name, base: output.base });
  }
  if (inputs.size === 0) throw new AppError('testcaseNoCases');
  if (inputs.size > testcaseArchiveLimits.maxCases)
    throw new AppError('testcaseTooManyCases', { limit: testcaseArchiveLimits.maxCases });

  const cases: UploadedTestcase[] = [];
  const emptyOutputs: string[] = [];
  const ordered = [...inputs.entries()].sort(([, a], [, b]) => naturalOrder(a.base, b.base));
  for (const [baseKey, input] of ordered) {
    const output = outputs.get(baseKey);
    if (output) {
      cases.push({ input: input.name, output: output.name });
    } else if (mode === 'interactive') {
      const name = `${input.base}.out`;
      emptyOutputs.push(name);
      cases.push({ input: input.name, output: name });
    } else {
      throw new AppError('testcaseMissingOutput', { input: input.name, base: input.base });
    }
  }
  return { cases, files: candidates, emptyOutputs, ignored };
}
