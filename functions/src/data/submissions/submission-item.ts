import { gunzipSync, gzipSync } from 'node:zlib';
import type { ItemKey } from '../item-key';
import { keyOf } from '../item-key';
import { toItem } from '../kit/versioned-item';

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
  /** The training it was made in (its rank counts it); 0 or absent outside trainings. */
  tid?: number;
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

/** Index sort keys: the id zero-padded, so text order is id order and newest first is a reversed Query. */
export function paddedSubmitId(submitId: number): string {
  return String(submitId).padStart(12, '0');
}

/** gsi1 holds a user's submissions, gsi2 a problem's; both all attributes, newest first when reversed. */
export const submissionsByUser = { indexName: 'gsi1', partition: (uid: string) => keyOf('USERSUB', uid) };
export const submissionsByProblem = { indexName: 'gsi2', partition: (pid: number) => keyOf('PROBSUB', pid) };

/**
 * A contest's submissions stay in the contest (spec part 2: the public lists and figures hold
 * submissions made outside contests): gsi1 holds a user's submissions in one contest, gsi2 a
 * problem's in one contest, gsi3 the whole contest's, each newest first when reversed.
 */
export const contestSubmissionsByUser = {
  indexName: 'gsi1',
  partition: (cid: number, uid: string) => `${keyOf('CUSERSUB', cid)}#${uid}`,
};
export const contestSubmissionsByProblem = {
  indexName: 'gsi2',
  partition: (cid: number, pid: number) => `${keyOf('CPROBSUB', cid)}#${pid}`,
};
export const contestSubmissions = { indexName: 'gsi3', partition: (cid: number) => keyOf('CONTESTSUB', cid) };

/**
 * A group's submissions made outside its contests (its problems, its trainings): gsi3, which only a
 * contest's submissions use otherwise, holds the group's whole list, newest first when reversed.
 */
export const groupSubmissions = { indexName: 'gsi3', partition: (gid: number) => keyOf('GROUPSUB', gid) };

/** The index keys of a submission: the public site's partitions (and its group's), or its contest's. */
function indexKeysOf(submission: Pick<Submission, 'submitId' | 'uid' | 'pid' | 'cid' | 'gid'>) {
  const sortKey = paddedSubmitId(submission.submitId);
  if (submission.cid === 0)
    return {
      gsi1pk: submissionsByUser.partition(submission.uid),
      gsi1sk: sortKey,
      gsi2pk: submissionsByProblem.partition(submission.pid),
      gsi2sk: sortKey,
      ...(submission.gid ? { gsi3pk: groupSubmissions.partition(submission.gid), gsi3sk: sortKey } : {}),
    };
  return {
    gsi1pk: contestSubmissionsByUser.partition(submission.cid, submission.uid),
    gsi1sk: sortKey,
    gsi2pk: contestSubmissionsByProblem.partition(submission.cid, submission.pid),
    gsi2sk: sortKey,
    gsi3pk: contestSubmissions.partition(submission.cid),
    gsi3sk: sortKey,
  };
}

const defaultedFields = new Set(['cid', 'gid', 'tid', 'share', 'isManual']);

export function submissionToItem(submission: Submission): Record<string, unknown> & ItemKey {
  const { code, ...rest } = submission;
  // Every index copy of the item costs write units by its size, so fields at their default (null,
  // 0 outside contests and groups, false) are left out; reading fills the defaults back in.
  const present = Object.fromEntries(
    Object.entries(rest).filter(([name, value]) => value !== null && !(defaultedFields.has(name) && !value)),
  );
  return toItem(submissionKey(submission.submitId), 'Submission', 1, {
    ...present,
    codeGzip: gzipSync(Buffer.from(code, 'utf8')),
    length: Buffer.byteLength(code, 'utf8'),
    ...indexKeysOf(submission),
  });
}

/** A submission without its code, as lists need it: nothing to unzip. */
export type SubmissionSummary = Omit<Submission, 'code'> & {
  /** Bytes of code. */
  length: number;
};

export function submissionSummaryFromItem(item: Record<string, unknown>): SubmissionSummary {
  const optionalNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    submitId: Number(item.submitId),
    uid: String(item.uid),
    username: String(item.username),
    pid: Number(item.pid),
    displayPid: String(item.displayPid),
    cid: Number(item.cid ?? 0),
    gid: Number(item.gid ?? 0),
    tid: Number(item.tid ?? 0),
    language: String(item.language),
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
    length: Number(item.length ?? 0),
  };
}

/** A submission as read back: with its code and the code's length in bytes. */
export type StoredSubmission = Submission & { length: number };

export function submissionFromItem(item: Record<string, unknown>): StoredSubmission {
  const gz = item.codeGzip as Uint8Array;
  return { ...submissionSummaryFromItem(item), code: gunzipSync(Buffer.from(gz)).toString('utf8') };
}

/** Per-case results live in one item beside the submission, written with the verdict. */
export function caseResultsKey(submitId: number): ItemKey {
  return { pk: keyOf('SUBMISSION', submitId), sk: 'CASES' };
}
