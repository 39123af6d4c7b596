import { randomUUID } from 'node:crypto';
import { roleCodes } from '@oj/shared';
import { userToItem } from '../../functions/src/data/users/user-item';
import type { Item } from './batch-write-all';

/**
 * One bulk-loaded student account for a benchmark: username `<prefix><index, five digits>`, a shared
 * stand-in password hash (benchmarks that log in make their accounts with `createUser` instead), and
 * whatever profile fields the benchmark shows.
 */
export function benchAccount(
  prefix: string,
  index: number,
  createdAt: string,
  profile: { nickname: string; realname: string; titleName?: string; titleColor?: string },
): { uid: string; username: string; item: Item } {
  const uid = randomUUID().replaceAll('-', '');
  const username = `${prefix}${String(index).padStart(5, '0')}`;
  const item = userToItem({
    uid,
    username,
    email: `${username}@bench.local`,
    passwordHash: 'scrypt$16384$8$1$bench$bench',
    roleCode: roleCodes.defaultUser,
    createdAt,
    ...profile,
  });
  return { uid, username, item };
}
