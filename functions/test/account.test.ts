import { beforeAll, describe, expect, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { permissionsOf, roleCodes, type SessionUser } from '@oj/shared';
import { callApi, storedAccount, useLocalStack } from './local-stack';
import { dynamo, tableName } from '../src/data/dynamo-client';
import { slideCaptchaKey } from '../src/data/captchas/slide-captcha-store';
import { writeBackoff } from '../src/data/users/login-backoff';

let url: string;
let adminPassword: string;
beforeAll(() => {
  ({ url, adminPassword } = useLocalStack());
});

const english = { 'accept-language': 'en-US' };

function login(body: Record<string, unknown>) {
  return callApi<SessionUser>(`${url}/api/login`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: english,
  });
}

const newAccount = async (password = 'secret-123'): Promise<string> =>
  (await storedAccount('u', password)).username;

/** Where the gap of a puzzle is, as only the server knows it. */
async function gapOf(captchaKey: string): Promise<number> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: slideCaptchaKey(captchaKey) }),
  );
  return Number(Item?.gapX);
}

/** Moves the wait the back-off set for `username` into the past, keeping its count of failures. */
async function endWait(username: string, failures: number): Promise<void> {
  await writeBackoff({ username }, { failures, nextAttemptAt: Date.now() - 1 });
}

async function puzzle(): Promise<string> {
  const answer = await callApi<{ captchaKey: string; background: string; piece: string }>(
    `${url}/api/get-slide-captcha`,
  );
  expect(answer.envelope.data.background).toMatch(/^data:image\/png;base64,/);
  return answer.envelope.data.captchaKey;
}

describe('login', () => {
  it('logs the seeded administrator in with the printed password and hands the token back in Authorization', async () => {
    const answer = await login({ username: 'root', password: adminPassword });
    expect(answer.envelope).toMatchObject({ status: 200, data: { username: 'root', roleList: ['root'] } });
    const token = answer.headers.get('authorization');
    expect(token).toBeTruthy();
    const config = await callApi(`${url}/api/admin/config/get-web-config`, { token: token ?? '' });
    expect(config.httpStatus).toBe(200);
    const auth = await callApi<{ roles: string[] }>(`${url}/api/get-user-auth-info`, { token: token ?? '' });
    expect(auth.envelope.data).toMatchObject({ roles: ['root'], roleCode: roleCodes.superAdmin });
  });

  it('gives the same answer for a wrong password and an unknown user', async () => {
    const username = await newAccount();
    const wrong = await login({ username, password: 'wrong-pass' });
    const unknown = await login({ username: `${username}x`, password: 'wrong-pass' });
    expect(wrong.envelope).toMatchObject({
      status: 400,
      msg: 'The username or password is wrong! Mind the letter case.',
    });
    expect(unknown.envelope).toEqual(wrong.envelope);
    expect(wrong.headers.get('authorization')).toBeNull();
  });

  it('checks the fields of §5 on the server', async () => {
    expect((await login({ password: 'secret-123' })).envelope).toMatchObject({
      status: 400,
      msg: 'The username is required',
    });
    expect((await login({ username: 'a'.repeat(21), password: 'secret-123' })).envelope.msg).toBe(
      'The username can have at most 20 characters',
    );
    expect((await login({ username: 'someone', password: '12345' })).envelope.msg).toBe(
      'The password must have 6 to 25 characters',
    );
    // Up to 25 characters: generated accounts get numeric passwords of 6 to 25 digits (§5, §9).
    expect((await login({ username: 'someone', password: 'x'.repeat(25) })).envelope.msg).not.toMatch(
      /characters/,
    );
    expect((await login({ username: 'someone', password: 'x'.repeat(26) })).envelope.msg).toBe(
      'The password must have 6 to 25 characters',
    );
    const chinese = await callApi(`${url}/api/login`, {
      method: 'POST',
      body: JSON.stringify({ username: 'someone', password: '12345' }),
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(chinese.envelope.msg).toBe('密码长度应为 6 到 25 个字符');
  });

  it('demands a solved slide puzzle from the fifth failure in a row, and forgets the failures after a success', async () => {
    const username = await newAccount('right-pass');
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login({ username, password: 'wrong-pass' })).envelope.status).toBe(400);
    }
    await endWait(username, 5);
    // Envelope status 403 tells a client to show the puzzle (the web dialog does, also after a reload).
    expect((await login({ username, password: 'right-pass' })).envelope).toMatchObject({
      status: 403,
      msg: expect.stringMatching(/slide verification first/),
    });

    await endWait(username, 5);
    const missed = await puzzle();
    const missedBy = await login({
      username,
      password: 'right-pass',
      captchaKey: missed,
      slideOffset: (await gapOf(missed)) + 30,
    });
    expect(missedBy.envelope.msg).toMatch(/did not pass/);

    await endWait(username, 5);
    const solved = await puzzle();
    const offset = await gapOf(solved);
    expect(
      (await login({ username, password: 'right-pass', captchaKey: solved, slideOffset: offset + 2 }))
        .envelope.status,
    ).toBe(200);
    // A puzzle answers once.
    expect(
      (await login({ username, password: 'wrong-pass', captchaKey: solved, slideOffset: offset })).envelope
        .msg,
    ).toMatch(/wrong/);
    expect((await login({ username, password: 'right-pass' })).envelope.status).toBe(200);
  });

  it('lists the role’s permissions beside the roles in get-user-auth-info', async () => {
    const user = await newAccount();
    const token =
      (await login({ username: user, password: 'secret-123' })).headers.get('authorization') ?? '';
    const auth = await callApi<{ roles: string[]; permissions: string[] }>(`${url}/api/get-user-auth-info`, {
      token,
    });
    expect(auth.envelope.data).toEqual({
      roles: ['user'],
      // The list itself is the contract's table, pinned by permissions.test.ts in shared.
      permissions: permissionsOf(roleCodes.defaultUser),
      roleCode: roleCodes.defaultUser,
    });
  });
});

describe('logout', () => {
  it('ends the session: the token is refused afterwards', async () => {
    const username = await newAccount();
    const token = (await login({ username, password: 'secret-123' })).headers.get('authorization') ?? '';
    expect((await callApi(`${url}/api/get-user-auth-info`, { token })).httpStatus).toBe(200);
    expect((await callApi(`${url}/api/logout`, { token })).envelope.status).toBe(200);
    expect((await callApi(`${url}/api/get-user-auth-info`, { token })).httpStatus).toBe(401);
  });

  it('needs a login', async () => {
    expect((await callApi(`${url}/api/logout`)).httpStatus).toBe(401);
  });
});
