import { batchGetItems } from '../kit/batch-get';
import { userKey } from '../users/user-item';

/** What the group rank shows of a member's account. */
export interface MemberAccount {
  uid: string;
  username: string;
  nickname: string;
  signature: string;
  avatar: string | null;
  titleName: string;
  titleColor: string;
  disabled: boolean;
}

function accountOf(item: Record<string, unknown>): MemberAccount {
  const text = (name: string) => (typeof item[name] === 'string' ? (item[name] as string) : '');
  return {
    uid: String(item.uid),
    username: String(item.username),
    nickname: text('nickname'),
    signature: text('signature'),
    avatar: typeof item.avatar === 'string' ? item.avatar : null,
    titleName: text('titleName'),
    titleColor: text('titleColor'),
    disabled: item.status === 1,
  };
}

/**
 * The accounts of a group's members, by uid: a BatchGetItem of their account items, 100 a request
 * (0.5 RCU per account item of up to 4 KB: a class of 500 costs about 250 RCU, once per build of its
 * rank snapshot). A uid without an account (deleted) is left out.
 */
export async function readMemberAccounts(uids: readonly string[]): Promise<Map<string, MemberAccount>> {
  const items = await batchGetItems(uids.map(userKey), {
    ProjectionExpression: 'uid, username, nickname, signature, avatar, titleName, titleColor, #status',
    ExpressionAttributeNames: { '#status': 'status' },
  });
  return new Map(items.map((item) => [String(item.uid), accountOf(item)]));
}
