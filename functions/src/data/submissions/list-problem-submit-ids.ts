import { queryAll } from '../kit/query-all';
import { contestSubmissionsByProblem, paddedSubmitId, submissionsByProblem } from './submission-item';

/**
 * The ids of a problem's submissions up to `upToSubmitId`, oldest first: those made outside contests,
 * or with `cid` those made in that contest (gsi2, the public or the contest's partition, read whole:
 * for a job, never for a page a visitor waits on). Only the id is projected, but DynamoDB bills each
 * item read by its index copy's size: about 0.5 RCU per 4 KB, eventually consistent.
 */
export async function listProblemSubmitIds(
  pid: number,
  upToSubmitId: number,
  cid?: number,
): Promise<number[]> {
  const items = await queryAll({
    IndexName: submissionsByProblem.indexName,
    KeyConditionExpression: '#partition = :partition AND #sort <= :upTo',
    ExpressionAttributeNames: { '#partition': 'gsi2pk', '#sort': 'gsi2sk', '#id': 'submitId' },
    ExpressionAttributeValues: {
      ':partition':
        cid === undefined
          ? submissionsByProblem.partition(pid)
          : contestSubmissionsByProblem.partition(cid, pid),
      ':upTo': paddedSubmitId(upToSubmitId),
    },
    ProjectionExpression: '#id',
    ScanIndexForward: true,
  });
  return items.map((item) => Number(item.submitId));
}
