import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { transactWrite, type TransactItem } from '../transact';
import { failedConditionIndexes } from '../kit/condition-failure';
import { toItem } from '../kit/versioned-item';
import { emailClaimKey, usernameClaimKey, userToItem, type UserAccount } from './user-item';
import type { ItemKey } from '../item-key';

/** DynamoDB's limit of items in one transaction. */
const maxTransactionItems = 100;

/** An account's items: the account, its username claim and, when it has an address, its email claim. */
function accountItems(user: UserAccount): TransactItem[] {
  const absent = 'attribute_not_exists(pk)';
  const claim = (key: ItemKey, entity: string): TransactItem => ({
    Put: {
      TableName: tableName(),
      Item: toItem(key, entity, 1, { uid: user.uid }),
      ConditionExpression: absent,
    },
  });
  return [
    claim(usernameClaimKey(user.username), 'UsernameClaim'),
    ...(user.email ? [claim(emailClaimKey(user.email), 'EmailClaim')] : []),
    { Put: { TableName: tableName(), Item: userToItem(user), ConditionExpression: absent } },
  ];
}

/** Accounts grouped so that each group's items fit one transaction and no account is split. */
function transactionGroups(users: UserAccount[]): UserAccount[][] {
  const groups: UserAccount[][] = [];
  let current: UserAccount[] = [];
  let size = 0;
  for (const user of users) {
    const count = accountItems(user).length;
    if (size + count > maxTransactionItems) {
      groups.push(current);
      current = [];
      size = 0;
    }
    current.push(user);
    size += count;
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/** Take back a group written earlier: each item only while it is still this batch's. */
async function undoGroup(group: UserAccount[]): Promise<void> {
  const deletes: TransactItem[] = group.flatMap((user) =>
    accountItems(user).map((item) => ({
      Delete: {
        TableName: tableName(),
        Key: { pk: item.Put?.Item?.pk, sk: item.Put?.Item?.sk },
        ConditionExpression: 'attribute_not_exists(pk) OR uid = :uid',
        ExpressionAttributeValues: { ':uid': user.uid },
      },
    })),
  );
  await transactWrite(deletes);
}

export type CreateUsersOutcome = { created: true } | { created: false; takenBy: UserAccount[] };

/**
 * Create many accounts, all or none. Each transaction holds whole accounts (at most 100 items, so
 * about 33 accounts with an email); when one fails, the groups already written are deleted again, so a
 * failure leaves nothing. Claims are conditional on being absent, so a name taken meanwhile fails the
 * batch rather than being shared. `takenBy` names the accounts whose claims were found taken.
 */
export async function createUsers(users: UserAccount[]): Promise<CreateUsersOutcome> {
  const written: UserAccount[][] = [];
  for (const group of transactionGroups(users)) {
    try {
      await transactWrite(group.flatMap(accountItems));
      written.push(group);
    } catch (error) {
      for (const done of written.reverse()) await undoGroup(done);
      const failed = failedConditionIndexes(error);
      if (failed.length === 0) throw error;
      const owners = group.flatMap((user) => accountItems(user).map(() => user));
      const takenBy = failed.map((index) => owners[index]).filter((user) => user !== undefined);
      return { created: false, takenBy: [...new Set(takenBy)] };
    }
  }
  return { created: true };
}

/** Which of these usernames and emails are already claimed, in batched reads of at most 100 keys. */
export async function takenClaims(
  usernames: string[],
  emails: string[],
): Promise<{ usernames: Set<string>; emails: Set<string> }> {
  // BatchGetItem refuses a key asked twice: names that are the same name share one claim key.
  const byPk = new Map(
    [...usernames.map(usernameClaimKey), ...emails.map(emailClaimKey)].map((key) => [key.pk, key]),
  );
  const keys = [...byPk.values()];
  const found = new Set<string>();
  for (let start = 0; start < keys.length; start += 100) {
    let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
      [tableName()]: { Keys: keys.slice(start, start + 100).map((key) => ({ ...key })) },
    };
    while (request && Object.keys(request).length > 0) {
      const output = await dynamo().send(new BatchGetCommand({ RequestItems: request }));
      for (const item of output.Responses?.[tableName()] ?? []) found.add(String(item.pk));
      request = output.UnprocessedKeys as typeof request;
    }
  }
  return {
    usernames: new Set(usernames.filter((name) => found.has(usernameClaimKey(name).pk))),
    emails: new Set(emails.filter((email) => found.has(emailClaimKey(email).pk))),
  };
}
