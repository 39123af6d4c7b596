import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { isConditionFailure } from '../kit/condition-failure';
import { contestProblemKey } from './contest-problem-item';

/**
 * Moves a contest problem's counts by a verdict's effect: `total` by the submissions judged, `ac` by
 * the accepted ones (negative deltas undo a verdict that a rejudge replaced). After-contest
 * submissions count apart (`endAc`/`endTotal`). A problem removed from the contest meanwhile is left
 * alone: the update never creates a row.
 */
export async function countContestVerdict(
  cid: number,
  displayId: string,
  delta: { total: number; ac: number; afterEnd: boolean },
): Promise<void> {
  const [total, ac] = delta.afterEnd ? ['endTotal', 'endAc'] : ['total', 'ac'];
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: contestProblemKey(cid, displayId),
        UpdateExpression: 'ADD #total :total, #ac :ac',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#total': total, '#ac': ac },
        ExpressionAttributeValues: { ':total': delta.total, ':ac': delta.ac },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
