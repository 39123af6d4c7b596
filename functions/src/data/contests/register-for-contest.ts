import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { ConditionFailedInTransaction, transactWrite, type TransactItem } from '../transact';
import { contestCatalogueKey, contestKey, contestRegistrationKey } from './contest-keys';

const countUp = {
  UpdateExpression: 'SET #count = if_not_exists(#count, :zero) + :one',
  ConditionExpression: 'attribute_exists(pk)',
  ExpressionAttributeNames: { '#count': 'count' },
  ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
};

/**
 * At a contest's start many accounts register at once, and every registration moves the same two
 * counts: DynamoDB cancels a transaction that meets another on the same item (`TransactionConflict`),
 * so a conflicting registration is tried again, a few times, after a short random pause.
 */
const conflictAttempts = 5;

function isTransactionConflict(error: unknown): boolean {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return false;
  const reasons = (error as { CancellationReasons?: readonly { Code?: string }[] }).CancellationReasons;
  return (reasons ?? []).some((reason) => reason.Code === 'TransactionConflict');
}

/** The registration row (only if absent) and one more on both counts (only if the contest exists). */
function registrationWrites(
  cid: number,
  account: { uid: string; username: string },
  now: Date,
): TransactItem[] {
  return [
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...contestRegistrationKey(cid, account.uid),
          cid,
          uid: account.uid,
          username: account.username,
          gmtCreate: now.toISOString(),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    { Update: { TableName: tableName(), Key: contestKey(cid), ...countUp } },
    { Update: { TableName: tableName(), Key: contestCatalogueKey(cid), ...countUp } },
  ];
}

export type RegistrationOutcome = 'registered' | 'alreadyRegistered' | 'contestGone';

/**
 * Registers `uid` for contest `cid`: the registration row, and one more on the `count` of the contest
 * and of its catalogue line, in one transaction (about 6 WCU). The row's condition makes a second
 * registration (a double click) change nothing; a contest deleted meanwhile writes nothing either.
 */
export async function registerForContest(
  cid: number,
  account: { uid: string; username: string },
  now: Date,
): Promise<RegistrationOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await transactWrite(registrationWrites(cid, account, now));
      return 'registered';
    } catch (error) {
      if (error instanceof ConditionFailedInTransaction)
        return error.failedIndexes.includes(0) ? 'alreadyRegistered' : 'contestGone';
      if (!isTransactionConflict(error) || attempt === conflictAttempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, attempt * (20 + Math.random() * 30)));
    }
  }
}

/** Whether `uid` registered for contest `cid`: one eventually consistent GetItem (0.5 RCU). */
export async function isRegisteredFor(cid: number, uid: string): Promise<boolean> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: contestRegistrationKey(cid, uid),
      ProjectionExpression: 'sk',
    }),
  );
  return Item !== undefined;
}
