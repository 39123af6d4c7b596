import { inject } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { roleCodes, type Envelope, type RoleCode } from '@oj/shared';
import { putSession } from '../src/data/sessions/session-store';
import { signToken } from '../src/auth/token';
import { expiresAfter } from '../src/data/ttl';
import { createUser } from '../src/data/users/create-user';
import { hashPassword } from '../src/auth/password';

// What infra/test/global-setup.ts provides to every integration test of the run.
declare module 'vitest' {
  export interface ProvidedContext {
    localStack: {
      url: string;
      env: Record<string, string>;
      adminUsername: string;
      adminPassword: string;
      dataDir: string;
      /** The outbox page with the token it asks for. */
      outboxUrl: string;
    };
  }
}

/**
 * Points this test file's data layer at the stack the global setup started, and returns its URL.
 * Tests call the real HTTP adapter and, where they need a fixture, the real data layer.
 */
export function useLocalStack(): { url: string; adminPassword: string } {
  const stack = inject('localStack');
  Object.assign(process.env, stack.env);
  return { url: stack.url, adminPassword: stack.adminPassword };
}

export interface ApiAnswer<T = unknown> {
  httpStatus: number;
  headers: Headers;
  envelope: Envelope<T>;
}

/** `path` with `query` appended as a query string (values written as text); `path` alone without one. */
export function withQuery(path: string, query: Record<string, string | number | boolean> = {}): string {
  const search = new URLSearchParams(
    Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  ).toString();
  return search ? `${path}?${search}` : path;
}

export async function callApi<T = unknown>(
  url: string,
  init: RequestInit & { token?: string } = {},
): Promise<ApiAnswer<T>> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', init.token);
  if (init.body !== undefined && !headers.has('content-type'))
    headers.set('content-type', 'application/json');
  const response = await fetch(url, { ...init, headers });
  return {
    httpStatus: response.status,
    headers: response.headers,
    envelope: (await response.json()) as Envelope<T>,
  };
}

/**
 * A session for a made-up account with the given role, and its token: what a login will hand out,
 * without depending on the login call. `issuedAt` moves the token's clock for expiry tests.
 */
export async function sessionToken(
  roleCode: RoleCode = roleCodes.defaultUser,
  issuedAt: number = Date.now(),
): Promise<{ token: string; uid: string; sessionId: string }> {
  const uid = randomUUID().replaceAll('-', '');
  const sessionId = randomUUID();
  const { token, expiresAt } = await signToken(uid, sessionId, issuedAt);
  await putSession({
    uid,
    sessionId,
    username: `user-${uid.slice(0, 8)}`,
    roleCode,
    expiresAt: Math.max(expiresAt, expiresAfter(60)),
  });
  return { token, uid, sessionId };
}

/** The text of the mail the local stack sent to `to`, newest first, from its outbox folder. */
export async function mailTextsTo(to: string): Promise<string[]> {
  const outbox = join(inject('localStack').dataDir, 'outbox');
  const texts: string[] = [];
  for (const file of (await readdir(outbox))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse()) {
    const mail = JSON.parse(await readFile(join(outbox, file), 'utf8')) as { to: string; text: string };
    if (mail.to === to) texts.push(mail.text);
  }
  return texts;
}

/** Asks until `check` passes or 15 s have gone by: some answers are kept for seconds by design. */
export async function eventually<T>(ask: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await ask();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * A new account stored straight into the table (no register mail), whose password logs in: its
 * username starts with `prefix`, its address is the username at example.com. `fields` set its role and
 * profile fields (a default user with none by default).
 */
export async function storedAccount(
  prefix: string,
  password = `${prefix}-password-1`,
  fields: { roleCode?: RoleCode; realname?: string; school?: string } = {},
): Promise<{ uid: string; username: string; email: string; password: string }> {
  const uid = randomUUID().replaceAll('-', '');
  const username = `${prefix}${uid.slice(0, 8)}`;
  const email = `${username}@example.com`;
  await createUser({
    uid,
    username,
    email,
    passwordHash: await hashPassword(password),
    roleCode: roleCodes.defaultUser,
    createdAt: new Date().toISOString(),
    realname: '',
    school: '',
    ...fields,
  });
  return { uid, username, email, password };
}

/**
 * A new account with a password, logged in through `/api/login` as a browser would: its token (the
 * `authorization` answer header) and the login's user data.
 */
export async function signedInAccount(
  prefix: string,
): Promise<{ username: string; password: string; token: string; user: unknown }> {
  const { username, password } = await storedAccount(prefix);
  const login = await fetch(`${inject('localStack').url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const envelope = (await login.json()) as Envelope<unknown>;
  if (envelope.status !== 200) throw new Error(`logging in ${username}: ${envelope.msg}`);
  return { username, password, token: login.headers.get('authorization') ?? '', user: envelope.data };
}
