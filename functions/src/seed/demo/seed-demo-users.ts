import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../auth/password';
import { createUser } from '../../data/users/create-user';
import { findUidByUsername } from '../../data/users/find-user';
import { demoUserPassword, demoUsers } from './demo-users';

/** Create the demo accounts that do not exist yet; answers how many it created. */
export async function seedDemoUsers(): Promise<number> {
  let created = 0;
  for (const user of demoUsers) {
    if (await findUidByUsername(user.username)) continue;
    const outcome = await createUser({
      uid: randomUUID().replaceAll('-', ''),
      username: user.username,
      email: `${user.username}@example.com`,
      passwordHash: await hashPassword(demoUserPassword),
      roleCode: user.roleCode,
      nickname: user.nickname,
      createdAt: new Date().toISOString(),
    });
    if (outcome === 'created') created += 1;
  }
  return created;
}
