import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { cataloguePartitionKey, problemSummaryFromItem, type ProblemSummary } from './problem-summary';

/** Read the whole problem catalogue, in pid order (one Query, paged by DynamoDB every 1 MB). */
export async function loadProblemCatalogue(): Promise<ProblemSummary[]> {
  const summaries: ProblemSummary[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': cataloguePartitionKey },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      // A verdict landing just after its problem was deleted leaves counters without a problem.
      if (item.problemId !== undefined) summaries.push(problemSummaryFromItem(item));
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return summaries;
}
