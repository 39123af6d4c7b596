import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { userKey } from './user-item';

/** What a ranking row shows of a user beside the numbers. */
export interface UserCard {
  uid: string;
  username: string;
  avatar: string | null;
  nickname: string;
  titleName: string;
  titleColor: string;
}

const batchLimit = 100;
const maxRounds = 5;

function cardOf(item: Record<string, unknown>): UserCard {
  const text = (name: string) => (typeof item[name] === 'string' ? (item[name] as string) : '');
  return {
    uid: String(item.uid),
    username: String(item.username),
    avatar: typeof item.avatar === 'string' ? item.avatar : null,
    nickname: text('nickname'),
    titleName: text('titleName'),
    titleColor: text('titleColor'),
  };
}

/** Get the cards of some users by uid (BatchGetItem of their accounts); unknown uids are left out. */
export async function getUserCards(uids: readonly string[]): Promise<Map<string, UserCard>> {
  const cards = new Map<string, UserCard>();
  const unique = [...new Set(uids)];
  for (let start = 0; start < unique.length; start += batchLimit) {
    let keys: Record<string, unknown>[] = unique
      .slice(start, start + batchLimit)
      .map((uid) => ({ ...userKey(uid) }));
    for (let round = 0; keys.length > 0; round += 1) {
      if (round === maxRounds) throw new Error(`user cards: ${keys.length} keys left unprocessed`);
      const output = await dynamo().send(
        new BatchGetCommand({
          RequestItems: {
            [tableName()]: {
              Keys: keys,
              ProjectionExpression: 'uid, username, avatar, nickname, titleName, titleColor',
            },
          },
        }),
      );
      for (const item of output.Responses?.[tableName()] ?? []) cards.set(String(item.uid), cardOf(item));
      keys = output.UnprocessedKeys?.[tableName()]?.Keys ?? [];
    }
  }
  return cards;
}
