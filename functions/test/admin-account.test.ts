import { beforeAll, describe, expect, it } from 'vitest';
import { roleCodes, type LoginSession, type RoleCode, type SessionUser } from '@oj/shared';
import { callApi, sessionToken, storedAccount, useLocalStack } from './local-stack';
import { writeBackoff } from '../src/data/users/login-backoff';

let url: string;
let adminPassword: string;
beforeAll(() => {
  ({ url, adminPassword } = useLocalStack());
});

const english = { 'accept-language': 'en-US' };
const chinese = { 'accept-language': 'zh-CN' };

function adminLogin(body: Record<string, unknown>, headers: Record<string, string> = english) {
  return callApi<SessionUser>(`${url}/api/admin/login`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers,
  });
}

const adminLogout = (token?: string) => callApi<null>(`${url}/api/admin/logout`, { token, headers: english });
const dashboard = (token: string) => callApi(`${url}/api/admin/dashboard/get-dashboard-info`, { token });

async function accountWithRole(roleCode: RoleCode) {
  return storedAccount('adm', 'admin-pass-1', { roleCode });
}

describe('the admin login', () => {
  it('logs the super admin in like the public login: the user info, and the token in Authorization', async () => {
    const answer = await adminLogin({ username: 'root', password: adminPassword });
    expect(answer.envelope).toMatchObject({ status: 200, data: { username: 'root', roleList: ['root'] } });
    const token = answer.headers.get('authorization') ?? '';
    expect(token).not.toBe('');
    expect((await dashboard(token)).httpStatus).toBe(200);
  });

  it('lets the admin and the problem admin in, each with its role name', async () => {
    for (const [roleCode, roleName] of [
      [roleCodes.admin, 'admin'],
      [roleCodes.problemAdmin, 'problem_admin'],
    ] as const) {
      const { username, password } = await accountWithRole(roleCode);
      const answer = await adminLogin({ username, password });
      expect(answer.envelope, roleName).toMatchObject({
        status: 200,
        data: { username, roleList: [roleName] },
      });
      expect(answer.headers.get('authorization')).toBeTruthy();
    }
  });

  it('refuses an account without an admin role, with the right password, in both languages, and opens no session', async () => {
    for (const roleCode of [roleCodes.defaultUser, roleCodes.noSubmit, roleCodes.muted]) {
      const { username, password } = await accountWithRole(roleCode);
      const answer = await adminLogin({ username, password });
      expect(answer.envelope).toMatchObject({
        status: 403,
        msg: 'Please login again with the administrator account!',
      });
      expect(answer.headers.get('authorization')).toBeNull();
      const inChinese = await adminLogin({ username, password }, chinese);
      expect(inChinese.envelope.msg).toBe('请使用管理员账号重新登录！');
    }
  });

  it('says "Please check your username or password" for a wrong password and an unknown name alike', async () => {
    const { username } = await accountWithRole(roleCodes.admin);
    const wrong = await adminLogin({ username, password: 'not-the-password' });
    expect(wrong.envelope).toMatchObject({ status: 400, msg: 'Please check your username or password' });
    const unknown = await adminLogin({ username: 'nobody-here-at-all', password: 'whatever-1' });
    expect(unknown.envelope.msg).toBe('Please check your username or password');
    expect((await adminLogin({ username, password: 'nope-nope' }, chinese)).envelope.msg).toBe(
      '请检查您的用户名或密码',
    );
  });

  it('refuses a missing or malformed name or password, naming the field', async () => {
    expect((await adminLogin({ username: 'root' })).envelope).toMatchObject({
      status: 400,
      msg: 'The password is required',
    });
    expect((await adminLogin({ password: 'whatever-1' })).envelope.msg).toBe('The username is required');
    const short = await adminLogin({ username: 'root', password: '123' });
    expect(short.envelope).toMatchObject({ status: 400, msg: expect.stringMatching(/password/i) });
  });

  it('shares the login back-off: after five failures in a row a wait, then the slide puzzle', async () => {
    const { username, password } = await accountWithRole(roleCodes.admin);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await adminLogin({ username, password: `wrong-${attempt}-x` })).envelope.status).toBe(400);
    const locked = await adminLogin({ username, password });
    expect(locked.envelope).toMatchObject({
      status: 429,
      msg: expect.stringMatching(/try again in \d+ seconds/),
    });
    await writeBackoff({ username }, { failures: 5, nextAttemptAt: Date.now() - 1 });
    const puzzleFirst = await adminLogin({ username, password });
    expect(puzzleFirst.envelope.status).toBe(403);
    expect(puzzleFirst.envelope.msg).toMatch(/slide verification/);
    expect(puzzleFirst.headers.get('authorization')).toBeNull();
  });

  it('records each login, so the dashboard shows the previous one with its address and browser', async () => {
    const { username, password } = await accountWithRole(roleCodes.admin);
    const first = await callApi<SessionUser>(`${url}/api/admin/login`, {
      method: 'POST',
      body: JSON.stringify({ username, password }),
      headers: { ...english, 'user-agent': 'first-browser/1.0' },
    });
    const firstToken = first.headers.get('authorization') ?? '';
    const only = await callApi<LoginSession>(`${url}/api/admin/dashboard/get-sessions`, {
      method: 'POST',
      token: firstToken,
    });
    expect(only.envelope.data).toMatchObject({ username, userAgent: 'first-browser/1.0' });
    const second = await callApi<SessionUser>(`${url}/api/admin/login`, {
      method: 'POST',
      body: JSON.stringify({ username, password }),
      headers: { ...english, 'user-agent': 'second-browser/2.0' },
    });
    const previous = await callApi<LoginSession>(`${url}/api/admin/dashboard/get-sessions`, {
      method: 'POST',
      token: second.headers.get('authorization') ?? '',
      body: 'uid',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(previous.envelope.status).toBe(200);
    expect(previous.envelope.data).toMatchObject({
      uid: first.envelope.data.uid,
      userAgent: 'first-browser/1.0',
      ip: expect.any(String),
    });
    expect(previous.envelope.data.ip).not.toBe('');
    expect(Date.parse(previous.envelope.data.gmtCreate)).toBeLessThanOrEqual(Date.now());
  });
});

describe('the admin logout', () => {
  it('ends the session: the token is refused afterwards', async () => {
    const { username, password } = await accountWithRole(roleCodes.problemAdmin);
    const token = (await adminLogin({ username, password })).headers.get('authorization') ?? '';
    expect((await adminLogout(token)).envelope).toMatchObject({ status: 200, data: null });
    expect((await dashboard(token)).httpStatus).toBe(401);
  });

  it('is for administrators: 401 without a login, 403 for a user', async () => {
    expect((await adminLogout()).httpStatus).toBe(401);
    expect((await adminLogout((await sessionToken(roleCodes.defaultUser)).token)).httpStatus).toBe(403);
    for (const role of [roleCodes.problemAdmin, roleCodes.admin, roleCodes.superAdmin])
      expect((await adminLogout((await sessionToken(role)).token)).httpStatus).toBe(200);
  });
});
