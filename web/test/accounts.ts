import { beforeAll, inject } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { SessionUser } from '@oj/shared';
import './provided-context';
import { logInAt } from './stack-api';

/* Accounts for the browser tests, made through the API as a newcomer would make them. */

export interface Login {
  token: string;
  user: SessionUser;
}

/** The register code in the newest mail to `email`, from the local stack's outbox folder (waits 10 s). */
export async function mailedCode(email: string): Promise<string> {
  const outbox = join(inject('localStack').dataDir, 'outbox');
  for (let attempt = 0; attempt < 100; attempt++) {
    for (const file of (await readdir(outbox).catch(() => []))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .reverse()) {
      const mail = JSON.parse(await readFile(join(outbox, file), 'utf8')) as { to: string; text: string };
      const code = mail.to === email ? /code for .+ is ([A-Z0-9]{6})\./.exec(mail.text)?.[1] : undefined;
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${email}`);
}

async function post<T>(path: string, body: unknown): Promise<{ data: T; headers: Headers }> {
  const response = await fetch(`${inject('localStack').url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en-US' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { status: number; msg: string; data: T };
  if (envelope.status !== 200) throw new Error(`${path}: ${envelope.msg}`);
  return { data: envelope.data, headers: response.headers };
}

/** Logs in; answers the token and the user info the web app keeps in local storage. */
export async function logIn(username: string, password: string): Promise<Login> {
  return logInAt<SessionUser>(inject('localStack').url, username, password);
}

/** Registers `username` with the code mailed to it, and logs in. */
export async function registerUser(username: string, password: string): Promise<Login> {
  const email = `${username}@example.com`;
  await post(`/api/get-register-code?email=${encodeURIComponent(email)}`, undefined);
  const code = await mailedCode(email);
  await post('/api/register', { username, password, email, code });
  return logIn(username, password);
}

/**
 * Opens the register dialog on `page` and fills it in for `username` (`<username>@example.com`,
 * password `secret123`) up to the "send code" click, as a newcomer does. Answers the email address.
 */
export async function startRegistering(page: Page, username: string): Promise<string> {
  const email = `${username}@example.com`;
  await page.getByTestId('open-register').click();
  await page.locator('#register-username').fill(username);
  await page.locator('#register-email').fill(email);
  await page.locator('#register-password').fill('secret123');
  await page.locator('#register-repeat').fill('secret123');
  await page.getByTestId('send-code').click();
  return email;
}

/** Logs in as the local stack's super admin ("root"), through the API. */
export async function logInAsRoot(): Promise<Login> {
  const { adminUsername, adminPassword } = inject('localStack');
  return logIn(adminUsername, adminPassword);
}

/**
 * The super admin's login for the test file that calls this at its top, made before the file's own
 * set-up (hooks run in the order they are declared). Read its fields inside tests and hooks.
 */
export function rootLoginForFile(): Login {
  let login: Login | undefined;
  beforeAll(async () => {
    login = await logInAsRoot();
  });
  const current = (): Login => {
    if (!login) throw new Error('the root login is made in beforeAll: use it inside a test or hook');
    return login;
  };
  return {
    get token() {
      return current().token;
    },
    get user() {
      return current().user;
    },
  };
}
