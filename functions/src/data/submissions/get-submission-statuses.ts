import { batchGetItems } from '../kit/batch-get';
import { submissionKey } from './submission-item';

/** What a status poll needs of a submission. */
export interface SubmissionStatus {
  submitId: number;
  status: number;
  score: number | null;
  timeMs: number | null;
  memoryKb: number | null;
  judger: string | null;
  isManual: boolean;
  /** The contest it was made in, 0 outside contests. */
  cid: number;
  /** Its author and submit time (ISO): what a contest's rules on showing results look at. */
  uid: string;
  submitTime: string;
}

/**
 * Get the statuses of many submissions in as few reads as DynamoDB allows (100 keys a batch, only the
 * status attributes). Unknown ids are left out; keys DynamoDB leaves unprocessed are asked again.
 */
export async function getSubmissionStatuses(
  submitIds: readonly number[],
): Promise<Map<number, SubmissionStatus>> {
  const statuses = new Map<number, SubmissionStatus>();
  const items = await batchGetItems(submitIds.map(submissionKey), {
    ProjectionExpression:
      'submitId, #status, score, timeMs, memoryKb, judger, isManual, cid, uid, submitTime',
    ExpressionAttributeNames: { '#status': 'status' },
  });
  for (const item of items) {
    const optional = (value: unknown) => (value === null || value === undefined ? null : Number(value));
    statuses.set(Number(item.submitId), {
      submitId: Number(item.submitId),
      status: Number(item.status),
      score: optional(item.score),
      timeMs: optional(item.timeMs),
      memoryKb: optional(item.memoryKb),
      judger: (item.judger as string | undefined) ?? null,
      isManual: Boolean(item.isManual),
      cid: Number(item.cid ?? 0),
      uid: String(item.uid),
      submitTime: String(item.submitTime),
    });
  }
  return statuses;
}
