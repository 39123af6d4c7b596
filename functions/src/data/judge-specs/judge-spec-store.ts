import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ProblemJudgeSpec } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import type { ItemKey } from '../item-key';
import { keyOf } from '../item-key';
import { toItem, withoutStamp } from '../kit/versioned-item';

export function judgeSpecKey(pid: number): ItemKey {
  return { pk: keyOf('PROBLEM', pid), sk: 'JUDGE' };
}

/** Save what the judge needs of a problem; the admin problem calls rewrite it on every change. */
export async function putJudgeSpec(spec: ProblemJudgeSpec): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: toItem(judgeSpecKey(spec.pid), 'JudgeSpec', 1, spec),
    }),
  );
}

/** Get what the judge needs of a problem. */
export async function getJudgeSpec(pid: number): Promise<ProblemJudgeSpec | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: judgeSpecKey(pid) }));
  if (!Item) return undefined;
  const spec = withoutStamp(Item);
  return spec as ProblemJudgeSpec;
}
