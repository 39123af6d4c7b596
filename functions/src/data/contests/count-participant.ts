import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { ConditionFailedInTransaction, transactWrite, type TransactItem } from '../transact';
import { putIfAbsent } from '../put-if-absent';
import type { ItemKey } from '../item-key';
import { isTransactionConflict } from '../kit/condition-failure';
import {
  contestCatalogueKey,
  contestKey,
  contestParticipantKey,
  contestRegistrationKey,
} from './contest-keys';

/*
 * A contest's `count` (spec part 2 §3, the participants the list and the head show) is everyone who
 * registered or submitted, each once. One mark per account (`PARTICIPANT#<uid>`), put only if absent
 * in the same transaction as one more on the contest's and its catalogue line's counts, makes each
 * account count exactly once however its registration and submissions interleave.
 */

const countUp = {
  UpdateExpression: 'SET #count = if_not_exists(#count, :zero) + :one',
  ConditionExpression: 'attribute_exists(pk)',
  ExpressionAttributeNames: { '#count': 'count' },
  ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
};

function participantMark(cid: number, uid: string, now: Date): Record<string, unknown> & ItemKey {
  return { ...contestParticipantKey(cid, uid), cid, uid, gmtCreate: now.toISOString() };
}

/** The mark (only if absent) and one more on both counts (only if the contest still exists). */
export function participantWrites(cid: number, uid: string, now: Date): TransactItem[] {
  return [
    {
      Put: {
        TableName: tableName(),
        Item: participantMark(cid, uid, now),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    { Update: { TableName: tableName(), Key: contestKey(cid), ...countUp } },
    { Update: { TableName: tableName(), Key: contestCatalogueKey(cid), ...countUp } },
  ];
}

/**
 * At a contest's start many accounts register or submit at once, and each first one moves the same
 * two counts: DynamoDB cancels a transaction that meets another on the same item
 * (`TransactionConflict`), so a conflicting one is tried again, a few times, after a short random pause.
 */
const conflictAttempts = 5;

/** Writes `items` in one transaction, again after a short pause while it meets another at the counts. */
export async function transactCountingWrite(items: TransactItem[]): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await transactWrite(items);
      return;
    } catch (error) {
      if (!isTransactionConflict(error) || attempt === conflictAttempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, attempt * (20 + Math.random() * 30)));
    }
  }
}

/**
 * Counts `uid` among contest `cid`'s participants for a submission there, unless already counted:
 * one eventually consistent read of the mark (0.5 RCU) for every later submission; for the first, the
 * mark and the counts in one transaction (about 6 WCU) that also checks the account has no
 * registration (registering counted it, and a registration made before marks existed has none). Such
 * an account gets its mark alone, so the check is made once.
 */
export async function countSubmittingParticipant(cid: number, uid: string, now = new Date()): Promise<void> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: contestParticipantKey(cid, uid),
      ProjectionExpression: 'sk',
    }),
  );
  if (Item) return;
  const unregistered: TransactItem = {
    ConditionCheck: {
      TableName: tableName(),
      Key: contestRegistrationKey(cid, uid),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
  try {
    await transactCountingWrite([unregistered, ...participantWrites(cid, uid, now)]);
  } catch (error) {
    if (!(error instanceof ConditionFailedInTransaction)) throw error;
    // Counted already (the mark is there), or the contest is gone: nothing to add.
    if (!error.failedIndexes.includes(0)) return;
    await putIfAbsent(participantMark(cid, uid, now));
  }
}
