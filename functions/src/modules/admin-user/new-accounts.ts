import { randomUUID } from 'node:crypto';
import { roleCodes } from '@oj/shared';
import { hashPassword } from '../../auth/password';
import type { UserAccount } from '../../data/users/user-item';

/** Hashes run a few at a time: each takes ~16 MiB, and the libuv pool has four threads anyway. */
const hashingConcurrency = 4;

export interface NewAccountFields {
  username: string;
  password: string;
  email?: string;
  realname?: string;
  gender?: UserAccount['gender'];
  nickname?: string;
  school?: string;
}

/**
 * Default-user accounts for an import or a generation, with their passwords hashed as registration
 * hashes them. Creation times are one millisecond apart in row order, so the list shows them in it.
 */
export async function newAccounts(fields: readonly NewAccountFields[]): Promise<UserAccount[]> {
  const start = Date.now();
  const accounts: UserAccount[] = new Array(fields.length);
  let next = 0;
  const worker = async () => {
    while (next < fields.length) {
      const index = next++;
      const { password, realname, ...rest } = fields[index] as NewAccountFields;
      accounts[index] = {
        ...rest,
        uid: randomUUID().replaceAll('-', ''),
        email: rest.email ?? '',
        realname: realname ?? '',
        passwordHash: await hashPassword(password),
        roleCode: roleCodes.defaultUser,
        createdAt: new Date(start + index).toISOString(),
        status: 0,
      };
    }
  };
  await Promise.all(Array.from({ length: hashingConcurrency }, worker));
  return accounts;
}
