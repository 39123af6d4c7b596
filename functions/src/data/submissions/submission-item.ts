import { gunzipSync, gzipSync } from 'node:zlib';
import type { ItemKey } from '../item-key';
import { keyOf } from '../item-key';

/** A submission as stored. The code is kept gzipped: most sources shrink to a third, and so do write units. */
export interface Submission {
  submitId: number;
  uid: string;
  username: string;
  pid: number;
  /** Display id of the problem. */
  displayPid: string;
  cid: number;
  gid: number;
  language: string;
  code: string;
  status: number;
  score: number | null;
  timeMs: number | null;
  memoryKb: number | null;
  /** Compile or system error text, truncated. */
  errorMessage: string | null;
  /** The worker that judged it. */
  judger: string | null;
  /** Judge round: 1 at submission, one more per rejudge. */
  round: number;
  submitTime: string;
  share: boolean;
  isManual: boolean;
}

export function submissionKey(submitId: number): ItemKey {
  return { pk: keyOf('SUBMISSION', submitId), sk: 'SUBMISSION' };
}

export function submissionToItem(submission: Submission): Record<string, unknown> & ItemKey {
  const { code, ...rest } = submission;
  return {
    ...submissionKey(submission.submitId),
    entity: 'Submission',
    v: 1,
    ...rest,
    codeGzip: gzipSync(Buffer.from(code, 'utf8')),
    length: Buffer.byteLength(code, 'utf8'),
  };
}

export function submissionFromItem(item: Record<string, unknown>): Submission {
  const gz = item.codeGzip as Uint8Array;
  const optionalNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    submitId: Number(item.submitId),
    uid: String(item.uid),
    username: String(item.username),
    pid: Number(item.pid),
    displayPid: String(item.displayPid),
    cid: Number(item.cid ?? 0),
    gid: Number(item.gid ?? 0),
    language: String(item.language),
    code: gunzipSync(Buffer.from(gz)).toString('utf8'),
    status: Number(item.status),
    score: optionalNumber(item.score),
    timeMs: optionalNumber(item.timeMs),
    memoryKb: optionalNumber(item.memoryKb),
    errorMessage: (item.errorMessage as string | null | undefined) ?? null,
    judger: (item.judger as string | null | undefined) ?? null,
    round: Number(item.round ?? 1),
    submitTime: String(item.submitTime),
    share: Boolean(item.share),
    isManual: Boolean(item.isManual),
  };
}

/** Per-case results live in one item beside the submission, written with the verdict. */
export function caseResultsKey(submitId: number): ItemKey {
  return { pk: keyOf('SUBMISSION', submitId), sk: 'CASES' };
}
