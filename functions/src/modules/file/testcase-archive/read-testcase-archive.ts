import { testcaseArchiveLimits, type TestcaseUploadMode, type UploadedTestcase } from '@oj/shared';
import { AppError } from '../../../frame/app-error';
import { pairTestcases } from './pair-testcases';
import { unpackEntry } from './unpack-entry';
import { readZipDirectory } from './zip-directory';

export interface TestcaseArchive {
  cases: UploadedTestcase[];
  /** The files to stage, by the name the cases use. */
  files: Record<string, Uint8Array>;
  /** Entries left out because they are not test case files. */
  ignored: string[];
}

const megabyte = 1024 * 1024;

/**
 * Checks an uploaded test data archive and unpacks its cases. Everything that can be decided from the
 * directory (paths, pairs, declared sizes) is decided before a byte is inflated; unpacking then holds
 * each entry to its declared size, so the limit is never passed, whatever the archive claims.
 */
export function readTestcaseArchive(archive: Uint8Array, mode: TestcaseUploadMode): TestcaseArchive {
  const entries = readZipDirectory(archive);
  if (!entries.some((entry) => !entry.isFolder)) throw new AppError('testcaseZipEmpty');
  const plan = pairTestcases(entries, mode);
  const declaredTotal = plan.files.reduce((sum, file) => sum + file.entry.declaredSize, 0);
  if (declaredTotal > testcaseArchiveLimits.maxUnpackedBytes)
    throw new AppError('testcaseZipTooLarge', { limit: testcaseArchiveLimits.maxUnpackedBytes / megabyte });
  const files: Record<string, Uint8Array> = {};
  for (const file of plan.files) files[file.name] = unpackEntry(archive, file.entry);
  for (const name of plan.emptyOutputs) files[name] = new Uint8Array(0);
  return { cases: plan.cases, files, ignored: plan.ignored };
}
