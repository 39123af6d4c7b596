import type { ContestantIdentity } from '@oj/shared';
import { getUser } from '../users/find-user';

/**
 * Who a contestant is on the board, read from their account when their row is made; an account gone
 * since keeps the username the submission carried.
 */
export async function contestantIdentity(uid: string, username: string): Promise<ContestantIdentity> {
  const account = await getUser(uid);
  return {
    uid,
    username: account?.username ?? username,
    nickname: account?.nickname ?? '',
    realname: account?.realname ?? '',
    school: account?.school ?? '',
    gender: account?.gender ?? 'secrecy',
    avatar: account?.avatar ?? '',
  };
}
