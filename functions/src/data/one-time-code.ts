import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { accountRules, tableDefinition } from '@oj/shared';
import { dynamo, tableName } from './dynamo-client';
import type { ItemKey } from './item-key';
import { expiresAfter, isExpired } from './ttl';
import { transactWrite, type TransactItem } from './transact';
import { failedConditionIndexes, isConditionFailure } from './kit/condition-failure';
import { updateIf } from './update-if';
import { toItem } from './kit/versioned-item';

/**
 * A limit written in the same transaction as a code (mail allowances): its item's condition, and the
 * name the caller gets back when that condition is what refused.
 */
export interface WriteGuard<Name extends string> {
  item: TransactItem;
  refusal: Name;
}

export type PutCodeOutcome<Name extends string> = 'stored' | 'too-soon' | Name;

/** How long a code lives, and how soon after one another may be sent to the same place. */
export interface CodeTiming {
  resendSeconds: number;
  lifetimeSeconds: number;
}

/**
 * One kind of mailed code (register, email change, password reset): the kinds differ only in the item
 * a code is kept in, the entity it is stored as, and what is stored for it (the code alone, or the code
 * bound to more, such as the address it proves, so it proves nothing else).
 */
export interface MailedCodeKind<Owner> {
  key(owner: Owner): ItemKey;
  /** Store a code for the owner, unless one was stored less than `resendSeconds` ago or a guard refuses. */
  put<Name extends string = never>(
    owner: Owner,
    code: string,
    timing: CodeTiming,
    guards?: readonly WriteGuard<Name>[],
  ): Promise<PutCodeOutcome<Name>>;
  /** Use the owner's code: `used` when it is the live one, which is then gone (at most five tries). */
  use(owner: Owner, code: string): Promise<UseCodeOutcome>;
}

export function mailedCodeKind<Owner>(
  entity: string,
  key: (owner: Owner) => ItemKey,
  stored: (owner: Owner, code: string) => string = (_owner, code) => code,
): MailedCodeKind<Owner> {
  return {
    key,
    put: (owner, code, timing, guards = []) =>
      putOneTimeCode(key(owner), entity, stored(owner, code), timing, guards),
    use: (owner, code) => useOneTimeCode(key(owner), stored(owner, code)),
  };
}

/**
 * Store a code that proves a mailbox (register, email change, password reset) unless one was stored
 * less than `resendSeconds` ago, together with `guards` (the mail allowances), all or nothing: the wait
 * and the allowances are conditions of one transaction, so two quick requests cannot both send and a
 * refused request leaves nothing behind.
 */
export async function putOneTimeCode<Name extends string = never>(
  key: ItemKey,
  entity: string,
  code: string,
  timing: CodeTiming,
  guards: readonly WriteGuard<Name>[] = [],
  now: number = Date.now(),
): Promise<PutCodeOutcome<Name>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await writeCodeWithGuards(key, entity, code, timing, guards, now);
    } catch (error) {
      // Requests at the same moment touch the same allowance items; DynamoDB cancels all but one
      // transaction as a conflict rather than queueing them. Try again shortly, a few times.
      if ((error as Error).name !== 'TransactionCanceledException' || attempt >= 4) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30));
    }
  }
}

async function writeCodeWithGuards<Name extends string>(
  key: ItemKey,
  entity: string,
  code: string,
  timing: CodeTiming,
  guards: readonly WriteGuard<Name>[],
  now: number,
): Promise<PutCodeOutcome<Name>> {
  try {
    await transactWrite([
      {
        Put: {
          TableName: tableName(),
          Item: toItem(key, entity, 2, {
            code,
            tries: 0,
            sentAt: now,
            [tableDefinition.ttlAttribute]: expiresAfter(timing.lifetimeSeconds, now),
          }),
          ConditionExpression: 'attribute_not_exists(pk) OR sentAt < :resendAfter',
          ExpressionAttributeValues: { ':resendAfter': now - timing.resendSeconds * 1000 },
        },
      },
      ...guards.map((guard) => guard.item),
    ]);
    return 'stored';
  } catch (error) {
    const failed = failedConditionIndexes(error);
    if (failed.length === 0) throw error;
    const guard = guards.find((_, index) => failed.includes(index + 1));
    return guard ? guard.refusal : 'too-soon';
  }
}

/** What using a code came to: used (and gone), wrong, void after too many wrong tries, or none live. */
export type UseCodeOutcome = 'used' | 'wrong' | 'void' | 'missing';

/**
 * Use a code. Each try is counted first, with `ADD` under the condition that fewer than the allowed
 * tries were made, so however many arrive at once at most `mailedCodeMaxTries` are ever compared; then
 * the code is deleted if it matches. The try that reaches the limit with a wrong code, and every try
 * after, is told the code is void.
 */
export async function useOneTimeCode(
  key: ItemKey,
  code: string,
  maxTries: number = accountRules.mailedCodeMaxTries,
  now: number = Date.now(),
): Promise<UseCodeOutcome> {
  const counted = await updateIf({
    Key: key,
    UpdateExpression: 'ADD tries :one',
    ConditionExpression:
      'attribute_exists(pk) AND (attribute_not_exists(tries) OR tries < :max) AND #ttl > :now',
    ExpressionAttributeNames: { '#ttl': tableDefinition.ttlAttribute },
    ExpressionAttributeValues: { ':one': 1, ':max': maxTries, ':now': Math.floor(now / 1000) },
  });
  if (!counted) return (await isVoid(key, maxTries, now)) ? 'void' : 'missing';
  try {
    await dynamo().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: key,
        ConditionExpression: 'code = :code',
        ExpressionAttributeValues: { ':code': code },
      }),
    );
    return 'used';
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return (await isVoid(key, maxTries, now)) ? 'void' : 'wrong';
  }
}

async function isVoid(key: ItemKey, maxTries: number, now: number): Promise<boolean> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  return Boolean(Item) && !isExpired(Item ?? {}, now) && Number(Item?.tries ?? 0) >= maxTries;
}
