import { batchGetItems } from '../kit/batch-get';
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
  const items = await batchGetItems(uids.map(userKey), {
    ProjectionExpression: 'uid, username, avatar, nickname, titleName, titleColor',
  });
  for (const item of items) cards.set(String(item.uid), cardOf(item));
  return cards;
}
