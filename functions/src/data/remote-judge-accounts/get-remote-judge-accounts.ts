import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { RemoteJudgeAccounts } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import { remoteJudgeAccountsFromItem, remoteJudgeAccountsKey } from './remote-judge-accounts-item';

/** Get the remote judges' accounts (1 strongly consistent read: the switch page shows what it saved). */
export async function getRemoteJudgeAccounts(): Promise<RemoteJudgeAccounts> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: remoteJudgeAccountsKey(), ConsistentRead: true }),
  );
  return remoteJudgeAccountsFromItem(Item);
}
