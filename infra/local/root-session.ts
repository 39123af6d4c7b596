import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminLogin } from '@oj/shared';
import { defaultDataDir } from './paths';
import { ContractSession } from './contract-session';

/** Root's password as `npm start` keeps it, in the local data folder's secrets.json. */
export function rootPasswordFromSecrets(): string {
  const secretsFile = join(defaultDataDir(), 'secrets.json');
  let password: unknown;
  try {
    password = (JSON.parse(readFileSync(secretsFile, 'utf8')) as { adminPassword?: unknown }).adminPassword;
  } catch (error) {
    throw new Error(`cannot read root's password from ${secretsFile}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  if (typeof password !== 'string')
    throw new Error(`${secretsFile} has no adminPassword: start the stack once, or give the password`);
  return password;
}

/** Root logged in to the admin area of the site at `baseUrl`, with `password` or the local one. */
export async function rootSession(baseUrl: string, password?: string): Promise<ContractSession> {
  const root = new ContractSession(baseUrl, 'root');
  await root.call(adminLogin, {
    body: { username: 'root', password: password ?? rootPasswordFromSecrets() },
  });
  return root;
}
