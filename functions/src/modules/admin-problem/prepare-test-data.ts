import { problemDefaults, problemType, type JudgeCaseSpec, type ProblemPayload } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import { listTestDataFiles, putTestDataVersion } from '../../data/problems/test-data-store';
import type { ProblemCases, StoredCase } from '../../data/problems/problem-cases';
import {
  deleteStagedUpload,
  readStagedUpload,
  stagedUploadFileList,
  StagedUploadNotFound,
} from '../../data/testdata/staged-upload';
import { scoreCases } from './case-scores';

/** Typed-in test data rides in one item beside the problem; more than this goes up as a zip. */
export const maxTypedInCharacters = 300_000;

/** An uploaded case without an answer file is judged against this empty file, added to its version. */
export const emptyAnswerFile = '_empty_answer';

export interface PreparedTestData {
  /** The admin form's cases, or null for problems without test data (quizzes, remote problems). */
  cases: ProblemCases | null;
  judgeCases: JudgeCaseSpec[];
  testDataVersion: string;
  /** Total OI points. */
  ioScore: number;
  /** Run once the problem is saved: removes the staged upload it was copied from. */
  afterSave: () => Promise<void>;
}

const nothingToDo = async () => undefined;

/** Reads from a staged upload; a missing or expired one is the client's to upload again. */
async function fromStaged<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof StagedUploadNotFound) throw new AppError('uploadNotFound');
    throw error;
  }
}

function checkNamesExist(cases: readonly StoredCase[], names: ReadonlySet<string>): void {
  for (const stored of cases) {
    const answer = stored.outputName || emptyAnswerFile;
    for (const name of [stored.inputName, answer]) {
      if (!names.has(name)) throw new AppError('uploadedFileMissing', { seq: stored.seq, name });
    }
  }
}

function sameTypedIn(stored: ProblemCases | undefined, cases: readonly StoredCase[]): boolean {
  return (
    stored !== undefined &&
    !stored.isUpload &&
    stored.testDataVersion !== '' &&
    stored.cases.length === cases.length &&
    stored.cases.every((old, i) => old.input === cases[i]?.input && old.output === cases[i]?.output)
  );
}

/** Manual mode: the samples are the test data, `1.in`/`1.out`, …; unchanged contents keep their version. */
async function typedIn(pid: number, payload: ProblemPayload, stored: ProblemCases | undefined) {
  const samples = payload.samples;
  if (samples.length === 0) throw new AppError('samplesRequired');
  samples.forEach((sample, index) => {
    if (sample.input === '' && sample.output === '') throw new AppError('sampleEmpty', { seq: index + 1 });
  });
  const size = samples.reduce((sum, sample) => sum + sample.input.length + sample.output.length, 0);
  if (size > maxTypedInCharacters) throw new AppError('samplesTooLarge', { limit: maxTypedInCharacters });
  const scoring = scoreCases(samples, payload.problem.type, payload.problem.judgeCaseMode);
  const cases: StoredCase[] = samples.map((sample, index) => ({
    seq: index + 1,
    inputName: `${index + 1}.in`,
    outputName: `${index + 1}.out`,
    input: sample.input,
    output: sample.output,
    score: scoring[index]?.score ?? 0,
    groupNum: scoring[index]?.groupNum ?? 1,
  }));
  if (sameTypedIn(stored, cases)) return { cases, version: (stored as ProblemCases).testDataVersion };
  const files = Object.fromEntries(
    cases.flatMap((c) => [
      [c.inputName, c.input ?? ''],
      [c.outputName, c.output ?? ''],
    ]),
  );
  return { cases, version: await putTestDataVersion(pid, files) };
}

/** Upload mode: a new upload becomes a new version; without one, the cases name files of the current version. */
async function uploaded(pid: number, payload: ProblemPayload, stored: ProblemCases | undefined) {
  const dir = payload.uploadTestcaseDir;
  if (!dir && !stored?.testDataVersion) throw new AppError('testCasesRequired');
  let pairs: { input: string; output: string; score?: number | string }[] = payload.samples;
  if (pairs.length === 0 && dir) pairs = await fromStaged(stagedUploadFileList(dir));
  if (pairs.length === 0) throw new AppError('testCasesRequired');
  const scoring = scoreCases(pairs, payload.problem.type, payload.problem.judgeCaseMode);
  const cases: StoredCase[] = pairs.map((pair, index) => ({
    seq: index + 1,
    inputName: pair.input.trim(),
    outputName: pair.output.trim(),
    score: scoring[index]?.score ?? 0,
    groupNum: scoring[index]?.groupNum ?? 1,
  }));
  if (!dir) {
    const version = (stored as ProblemCases).testDataVersion;
    checkNamesExist(cases, new Set(await listTestDataFiles(pid, version)));
    return { cases, version, afterSave: nothingToDo };
  }
  const files: Record<string, string | Uint8Array> = await fromStaged(readStagedUpload(dir));
  if (cases.some((c) => c.outputName === '')) files[emptyAnswerFile] = '';
  checkNamesExist(cases, new Set(Object.keys(files)));
  const version = await putTestDataVersion(pid, files);
  // A staged upload left behind by a failed removal expires by the bucket's lifecycle rule.
  return { cases, version, afterSave: () => deleteStagedUpload(dir).catch(() => undefined) };
}

/**
 * The test data of a saved problem: written as a new version when it changed (never overwritten, so a
 * judge's cache of the old one stays right), kept when only the statement or the points changed.
 */
export async function prepareTestData(
  pid: number,
  payload: ProblemPayload,
  stored: ProblemCases | undefined,
  hasTestData: boolean,
): Promise<PreparedTestData> {
  if (!hasTestData)
    return {
      cases: null,
      judgeCases: [],
      testDataVersion: '',
      ioScore: problemDefaults.ioScore,
      afterSave: nothingToDo,
    };
  const prepared = payload.isUploadTestCase
    ? await uploaded(pid, payload, stored)
    : { ...(await typedIn(pid, payload, stored)), afterSave: nothingToDo };
  const isOi = payload.problem.type === problemType.oi;
  return {
    cases: {
      pid,
      isUpload: payload.isUploadTestCase,
      testDataVersion: prepared.version,
      cases: prepared.cases,
    },
    judgeCases: prepared.cases.map((c) => ({
      seq: c.seq,
      input: c.inputName,
      output: c.outputName || emptyAnswerFile,
      score: c.score,
      groupNum: c.groupNum,
    })),
    testDataVersion: prepared.version,
    ioScore: isOi ? prepared.cases.reduce((sum, c) => sum + c.score, 0) : problemDefaults.ioScore,
    afterSave: prepared.afterSave,
  };
}
