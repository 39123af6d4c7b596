import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { RemoteJudgeAccounts } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import { requireUpdate } from '../kit/update-expression';
import { stampOf } from '../kit/versioned-item';
import {
  remoteJudgeAccountsFromItem,
  remoteJudgeAccountsItemVersion,
  remoteJudgeAccountsKey,
} from './remote-judge-accounts-item';

/**
 * Replace the lists given and keep the others as stored (1 UpdateItem, 1 write unit for a few dozen
 * accounts); answers every list as now stored.
 */
export async function updateRemoteJudgeAccounts(
  lists: Partial<RemoteJudgeAccounts>,
): Promise<RemoteJudgeAccounts> {
  const { Attributes } = await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: remoteJudgeAccountsKey(),
      ...requireUpdate({
        set: { ...stampOf('RemoteJudgeAccounts', remoteJudgeAccountsItemVersion), ...lists },
      }),
      ReturnValues: 'ALL_NEW',
    }),
  );
  return remoteJudgeAccountsFromItem(Attributes);
}
