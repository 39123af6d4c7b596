import { submissionRules } from '@oj/shared';
import type { JudgeCaseSpec } from '@oj/shared';
import { getJudgeSpec } from '../judge-specs/judge-spec-store';
import { readTestDataHead } from './test-data-store';

/** The beginning of one case's input and answer, as the case results show them. */
export interface CaseDataHead {
  inputData: string;
  outputData: string;
}

/** Test data versions whose heads a warm function keeps: a version never changes, so they never go stale. */
const keptVersions = 50;
const kept = new Map<string, Promise<Map<number, CaseDataHead>>>();

/** The first `length` characters of a text, with `…` when it was longer (or cut mid-file). */
export function headOf(
  text: string,
  cut: boolean,
  length: number = submissionRules.caseDataHeadLength,
): string {
  const characters = [...text];
  if (characters.length > length) return `${characters.slice(0, length).join('')}…`;
  return cut ? `${text}…` : text;
}

async function fileHead(pid: number, version: string, name: string): Promise<string> {
  if (!name) return '';
  // A character is at most 4 bytes of UTF-8: this many bytes always hold the head.
  const bytes = submissionRules.caseDataHeadLength * 4;
  const data = await readTestDataHead(pid, version, name, bytes + 1);
  const cut = data.byteLength > bytes;
  const text = new TextDecoder('utf-8', { fatal: false }).decode(cut ? data.subarray(0, bytes) : data);
  // A multi-byte character cut at the end decodes as a replacement character; drop it.
  return headOf(cut ? text.replace(/\uFFFD+$/, '') : text, cut);
}

async function loadHeads(
  pid: number,
  version: string,
  cases: readonly JudgeCaseSpec[],
): Promise<Map<number, CaseDataHead>> {
  const heads = new Map<number, CaseDataHead>();
  await Promise.all(
    cases.map(async (spec) => {
      const [inputData, outputData] = await Promise.all([
        fileHead(pid, version, spec.input),
        fileHead(pid, version, spec.output),
      ]);
      heads.set(spec.seq, { inputData, outputData });
    }),
  );
  return heads;
}

/**
 * The heads of a problem's cases by case number (`seq`), from the test data the judges use now (the
 * judge spec's files, typed-in cases included): one ranged GET per file, kept per test data version
 * by a warm function. Empty for a problem without cases.
 */
export async function caseDataHeads(pid: number): Promise<Map<number, CaseDataHead>> {
  const spec = await getJudgeSpec(pid);
  if (!spec || spec.cases.length === 0) return new Map();
  const id = `${pid}/${spec.testDataVersion}`;
  let heads = kept.get(id);
  if (!heads) {
    heads = loadHeads(pid, spec.testDataVersion, spec.cases);
    heads.catch(() => kept.delete(id));
    kept.set(id, heads);
    if (kept.size > keptVersions) kept.delete(kept.keys().next().value as string);
  }
  return heads;
}
