import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableDefinition, usernameIdentity } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import type { ItemKey } from '../item-key';
import { keyOf } from '../item-key';
import { expiresAfter, isExpired } from '../ttl';
import { updateIf } from '../update-if';
import { backoffDelaySeconds, type BackoffRule } from './backoff-rule';
import { stampOf } from '../kit/versioned-item';
import { requireUpdate, type UpdateParts } from '../kit/update-expression';

/** A password that guards a contest or a training: each one's guesses are counted apart. */
export interface GuardedSecret {
  kind: 'contest' | 'training' | 'group';
  id: number;
}

/**
 * Whose failed attempts an item counts: at logging in, one username (in its normalised form) or one
 * client address; at a contest's or training's password, one account or one client address at that
 * password (`secret`), so a hall mistyping one contest's password locks no other door.
 */
export type BackoffSubject =
  | { username: string }
  | { client: string }
  | { uid: string; secret: GuardedSecret }
  | { client: string; secret: GuardedSecret };

export function loginBackoffKey(subject: BackoffSubject): ItemKey {
  if ('secret' in subject) {
    const pk = keyOf('PASSWORD_GUESS', subject.secret.kind.toUpperCase(), subject.secret.id);
    return { pk, sk: 'uid' in subject ? keyOf('USER', subject.uid) : keyOf('CLIENT', subject.client) };
  }
  return 'username' in subject
    ? { pk: keyOf('USERNAME', usernameIdentity(subject.username)), sk: 'LOGIN_BACKOFF' }
    : { pk: keyOf('CLIENT', subject.client), sk: 'LOGIN_BACKOFF' };
}

/** A subject's failures in a row and when its next attempt may be looked at (ms since the epoch). */
export interface BackoffState {
  failures: number;
  nextAttemptAt: number;
}

export async function readBackoff(subject: BackoffSubject, now: number = Date.now()): Promise<BackoffState> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: loginBackoffKey(subject), ConsistentRead: true }),
  );
  if (!Item || isExpired(Item, now)) return { failures: 0, nextAttemptAt: 0 };
  return { failures: Number(Item.failures ?? 0), nextAttemptAt: Number(Item.nextAttemptAt ?? 0) };
}

/** How many times one attempt reads the count again after another attempt changed it first. */
const maxRaces = 6;

export type Admission = { admitted: true; failuresBefore: number } | { admitted: false; retryAt: number };

/**
 * Let one login attempt through, or say when the next may come. The attempt is counted as a failure
 * before its password is checked, and the wait it would earn is written with it, in one conditional
 * write on the count read just before: of any number of attempts at the same moment exactly one
 * passes per count, so parallel guesses cannot slip between the check and the count. A success clears
 * the count (`forgetLoginFailures`). The login counts a name's attempts this way; a client's failures
 * are counted after the fact (`countClientLoginFailure`).
 */
export async function admitLoginAttempt(
  subject: BackoffSubject,
  rule: BackoffRule,
  now: number = Date.now(),
): Promise<Admission> {
  const key = loginBackoffKey(subject);
  // Each race lost means another attempt was counted (or a success cleared the count) meanwhile; a
  // few simultaneous attempts (a double click) all get through within as many races.
  for (let race = 0; race < maxRaces; race++) {
    const { Item } = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
    );
    const live = Item && !isExpired(Item, now);
    const failures = live ? Number(Item.failures ?? 0) : 0;
    const nextAttemptAt = live ? Number(Item.nextAttemptAt ?? 0) : 0;
    if (nextAttemptAt > now) return { admitted: false, retryAt: nextAttemptAt };
    // A free try sets no wait at all: a wait of "now" would stop a try made at the same moment whose
    // own clock reads a few milliseconds earlier (two tries at once, the later one counted first).
    const delaySeconds = backoffDelaySeconds(failures + 1, rule);
    const update = backoffUpdate(
      { failures: failures + 1, nextAttemptAt: delaySeconds > 0 ? now + delaySeconds * 1000 : 0 },
      expiresAfter(rule.memorySeconds, now),
    );
    const written = await updateIf({
      Key: key,
      ...update,
      ConditionExpression: Item ? 'failures = :stored' : 'attribute_not_exists(pk)',
      ExpressionAttributeValues: {
        ...update.ExpressionAttributeValues,
        ...(Item ? { ':stored': Item.failures } : {}),
      },
    });
    if (written) return { admitted: true, failuresBefore: failures };
  }
  // Lost every race: many others are trying right now; this one waits a moment.
  return { admitted: false, retryAt: now + 1000 };
}

/**
 * A failed login from a client, counted after its password was checked: one atomic `ADD` (no read, so
 * however many logins from one address run at once none is refused for losing a write race), and,
 * once the count passes the rule's allowance, the wait it earns, only ever moved later. A client is
 * many people (a school behind one address), so its successful logins write nothing at all; a guesser
 * running many attempts at once overshoots the allowance by at most what it has in flight, and then
 * waits like everyone behind that address.
 */
export async function countClientLoginFailure(
  subject: BackoffSubject,
  rule: BackoffRule,
  now: number = Date.now(),
): Promise<void> {
  const key = loginBackoffKey(subject);
  const { Attributes } = await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'ADD failures :one SET #expiresAt = :expiresAt, entity = :entity, v = :v',
      ExpressionAttributeNames: { '#expiresAt': tableDefinition.ttlAttribute },
      ExpressionAttributeValues: {
        ':one': 1,
        ':expiresAt': expiresAfter(rule.memorySeconds, now),
        ':entity': stampOf('LoginBackoff', 1).entity,
        ':v': stampOf('LoginBackoff', 1).v,
      },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const failures = Number(Attributes?.failures ?? 1);
  const delaySeconds = backoffDelaySeconds(failures, rule);
  if (delaySeconds <= 0) return;
  const nextAttemptAt = now + delaySeconds * 1000;
  await updateIf({
    Key: key,
    UpdateExpression: 'SET nextAttemptAt = :next',
    ConditionExpression: 'attribute_not_exists(nextAttemptAt) OR nextAttemptAt < :next',
    ExpressionAttributeValues: { ':next': nextAttemptAt },
  });
}

/** A successful login under this name: its failures in a row start again from none (spec §4). */
export async function forgetLoginFailures(subject: BackoffSubject): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: loginBackoffKey(subject) }));
}

/** Set a subject's state directly: the local stack's tests use it to move a wait into the past. */
export async function writeBackoff(
  subject: BackoffSubject,
  state: BackoffState,
  memorySeconds = 3600,
): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: loginBackoffKey(subject),
      ...backoffUpdate(state, expiresAfter(memorySeconds)),
    }),
  );
}

/** The write of a subject's state; it creates the item when absent, so it carries the stamp. */
function backoffUpdate(state: BackoffState, expiresAt: number): UpdateParts {
  return requireUpdate({
    set: {
      failures: state.failures,
      nextAttemptAt: state.nextAttemptAt,
      ...stampOf('LoginBackoff', 1),
      [tableDefinition.ttlAttribute]: expiresAt,
    },
  });
}
