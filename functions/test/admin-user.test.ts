import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { roleCodes, type AdminUserRow, type Page, type RoleCode } from '@oj/shared';
import { callApi, sessionToken, storedAccount, useLocalStack } from './local-stack';
import { xlsxRows } from '../src/modules/file/xlsx-read-back';
import { getUser, findUserByUsername } from '../src/data/users/find-user';
import { claimsTaken } from '../src/data/users/check-claims';

let url: string;
/** The super admin making the calls: a real account, logged in, so "yourself" rules apply to it. */
let root: { uid: string; username: string; token: string };

const en = { 'accept-language': 'en-US' };

async function login(username: string, password: string) {
  return callApi(`${url}/api/login`, {
    method: 'POST',
    body: JSON.stringify({ username, password }),
    headers: en,
  });
}

beforeAll(async () => {
  ({ url } = useLocalStack());
  const account = await storedAccount('root', undefined, { roleCode: roleCodes.superAdmin });
  const answer = await login(account.username, account.password);
  root = { uid: account.uid, username: account.username, token: answer.headers.get('authorization') ?? '' };
});

const asRoot = <T = null>(path: string, init: RequestInit = {}) =>
  callApi<T>(`${url}${path}`, { ...init, token: root.token, headers: en });

const send = <T = null>(method: string, path: string, body: unknown) =>
  asRoot<T>(path, { method, body: JSON.stringify(body) });

const listUsers = (query: string) => asRoot<Page<AdminUserRow>>(`/api/admin/user/get-user-list?${query}`);

/** A tag that keeps this run's names apart from other runs' and tests'. */
const tag = () => randomUUID().slice(0, 6);

describe('GET /api/admin/user/get-user-list', () => {
  it('pages the accounts newest first with their roles, and finds them by username, real name or email', async () => {
    const t = tag();
    const a = await storedAccount(`la${t}`, undefined, { realname: `Zed ${t}` });
    const b = await storedAccount(`lb${t}`);
    const byName = await listUsers(`keyword=${t}&limit=1&currentPage=1`);
    expect(byName.envelope.data).toMatchObject({ total: 2, size: 1, current: 1, pages: 2 });
    expect(byName.envelope.data?.records[0]).toMatchObject({
      uid: b.uid,
      username: b.username,
      password: null,
      status: 0,
      roles: [{ id: 1002, role: 'default_user' }],
    });
    expect((await listUsers(`keyword=${t}&limit=1&currentPage=2`)).envelope.data?.records[0]?.uid).toBe(
      a.uid,
    );
    expect((await listUsers(`keyword=ZED%20${t}`)).envelope.data?.records.map((row) => row.uid)).toEqual([
      a.uid,
    ]);
    expect(
      (await listUsers(`keyword=${b.email.toUpperCase()}`)).envelope.data?.records.map((row) => row.uid),
    ).toEqual([b.uid]);
  });

  it('keeps only administrators with onlyAdmin', async () => {
    const t = tag();
    const admin = await storedAccount(`oa${t}`, undefined, { roleCode: roleCodes.problemAdmin });
    await storedAccount(`ou${t}`);
    const rows = (await listUsers(`keyword=${t}&onlyAdmin=true`)).envelope.data?.records ?? [];
    expect(rows.map((row) => [row.uid, row.roles[0]?.role])).toEqual([[admin.uid, 'problem_admin']]);
  });
});

describe('PUT /api/admin/user/edit-user', () => {
  const edit = (body: Record<string, unknown>) => send('PUT', '/api/admin/user/edit-user', body);

  it('sets role, real name, title, email and password; the new password logs in and the old claim is free', async () => {
    const user = await storedAccount(`ed${tag()}`);
    const newEmail = `new-${user.username}@example.com`;
    const answer = await edit({
      uid: user.uid,
      username: user.username,
      type: roleCodes.admin,
      status: 0,
      realname: 'Ada ZA',
      titleName: 'Mentor',
      titleColor: '#ff0000',
      email: newEmail,
      setNewPwd: true,
      password: 'fresh-pass-1',
    });
    expect(answer.envelope).toMatchObject({ status: 200, data: null });
    expect(await getUser(user.uid)).toMatchObject({
      roleCode: 1001,
      realname: 'Ada ZA',
      titleName: 'Mentor',
      titleColor: '#ff0000',
      email: newEmail,
      problemCodeGrants: ['ADA', 'ZA'],
    });
    expect(await claimsTaken(undefined, user.email)).toMatchObject({ email: false });
    expect(await claimsTaken(undefined, newEmail)).toMatchObject({ email: true });
    expect((await login(user.username, user.password)).envelope.status).not.toBe(200);
    expect((await login(user.username, 'fresh-pass-1')).envelope.data).toMatchObject({ roleList: ['admin'] });
  });

  it('keeps the password unless setNewPwd is true', async () => {
    const user = await storedAccount(`kp${tag()}`);
    await edit({ uid: user.uid, type: 1002, status: 0, password: 'ignored-pass', setNewPwd: false });
    expect((await login(user.username, user.password)).envelope.status).toBe(200);
  });

  it('refuses an email another account holds, a bad email, a short password, a role code outside 1000–1008', async () => {
    const user = await storedAccount(`ev${tag()}`);
    const other = await storedAccount(`eo${tag()}`);
    const base = { uid: user.uid, type: 1002, status: 0 };
    expect((await edit({ ...base, email: other.email })).envelope).toMatchObject({
      status: 400,
      msg: 'The email is already registered',
    });
    expect((await edit({ ...base, email: 'nope' })).envelope).toMatchObject({ status: 400 });
    expect((await edit({ ...base, setNewPwd: true, password: '123' })).envelope).toMatchObject({
      status: 400,
      msg: expect.stringContaining('6 to 20') as unknown,
    });
    expect((await edit({ ...base, type: 1009 })).envelope).toMatchObject({
      status: 400,
      msg: expect.stringContaining('role code') as unknown,
    });
    expect((await edit({ ...base, uid: 'no-such-user' })).envelope).toMatchObject({ status: 404 });
  });

  it('disables an account: it cannot log in and its sessions end; enabling lets it in again', async () => {
    const user = await storedAccount(`ds${tag()}`);
    const token = (await login(user.username, user.password)).headers.get('authorization') ?? '';
    expect((await edit({ uid: user.uid, type: 1002, status: 1 })).envelope).toMatchObject({ status: 200 });
    expect((await login(user.username, user.password)).envelope).toMatchObject({
      status: 403,
      msg: 'This account is disabled; please contact the administrator',
    });
    expect((await callApi(`${url}/api/get-user-auth-info`, { token })).httpStatus).toBe(401);
    expect((await listUsers(`keyword=${user.username}`)).envelope.data?.records[0]?.status).toBe(1);
    await edit({ uid: user.uid, type: 1002, status: 0 });
    expect((await login(user.username, user.password)).envelope.status).toBe(200);
  });

  it('refuses to take away your own super admin role or to disable yourself', async () => {
    expect((await edit({ uid: root.uid, type: roleCodes.admin, status: 0 })).envelope).toMatchObject({
      status: 400,
      msg: 'You cannot remove your own super admin role',
    });
    expect((await edit({ uid: root.uid, type: roleCodes.superAdmin, status: 1 })).envelope).toMatchObject({
      status: 400,
      msg: 'You cannot disable your own account',
    });
    expect((await getUser(root.uid))?.roleCode).toBe(1000);
  });
});

describe('DELETE /api/admin/user/delete-user', () => {
  const remove = (ids: string[]) => send('DELETE', '/api/admin/user/delete-user', { ids });

  it('deletes the accounts with their claims, so the name and email can be registered again', async () => {
    const one = await storedAccount(`dl${tag()}`);
    const two = await storedAccount(`dm${tag()}`);
    expect((await remove([one.uid, two.uid])).envelope).toMatchObject({ status: 200 });
    expect(await getUser(one.uid)).toBeUndefined();
    expect(await getUser(two.uid)).toBeUndefined();
    expect(await claimsTaken(one.username, one.email)).toEqual({ username: false, email: false });
    expect((await login(one.username, one.password)).envelope.status).not.toBe(200);
  });

  it('refuses yourself, an unknown id (deleting none of the list) and an empty list', async () => {
    const user = await storedAccount(`dr${tag()}`);
    expect((await remove([user.uid, root.uid])).envelope).toMatchObject({
      status: 400,
      msg: 'You cannot delete your own account',
    });
    expect((await remove([user.uid, 'no-such-user'])).envelope).toMatchObject({ status: 404 });
    expect(await getUser(user.uid)).toBeDefined();
    expect((await remove([])).envelope).toMatchObject({ status: 400 });
  });
});

describe('POST /api/admin/user/insert-batch-user', () => {
  const importRows = (users: unknown[][]) =>
    send<{ count: number }>('POST', '/api/admin/user/insert-batch-user', { users });

  it('imports 30 users from CSV rows, each able to log in, with gender as the spec maps it', async () => {
    const t = tag();
    const rows = Array.from({ length: 30 }, (_, index) => [
      `im${t}${index}`,
      `pass-${index}-word`,
      index % 2 === 0 ? `im${t}${index}@example.com` : '',
      `Real ${index}`,
      ['male', '1', 'x'][index % 3],
      `nick${index}`,
      'Demo School',
    ]);
    const started = Date.now();
    expect((await importRows(rows)).envelope).toMatchObject({ status: 200, data: { count: 30 } });
    console.log(`imported 30 users in ${Date.now() - started} ms`);
    const first = await findUserByUsername(`im${t}0`);
    expect(first).toMatchObject({
      email: `im${t}0@example.com`,
      realname: 'Real 0',
      gender: 'male',
      school: 'Demo School',
    });
    expect(await findUserByUsername(`im${t}1`)).toMatchObject({
      email: '',
      gender: 'female',
      nickname: 'nick1',
    });
    expect(await findUserByUsername(`im${t}2`)).toMatchObject({ gender: 'secrecy' });
    expect((await login(`im${t}29`, 'pass-29-word')).envelope.status).toBe(200);
    expect((await listUsers(`keyword=im${t}&limit=50`)).envelope.data?.total).toBe(30);
  });

  it('imports as many rows as the limit allows, and refuses one more', async () => {
    const t = tag();
    const rows = Array.from({ length: 100 }, (_, index) => [`mx${t}${index}`, 'secret-pass']);
    const started = Date.now();
    expect((await importRows(rows)).envelope).toMatchObject({ status: 200, data: { count: 100 } });
    console.log(`imported 100 users in ${Date.now() - started} ms`);
    const tooMany = Array.from({ length: 101 }, (_, index) => [`my${t}${index}`, 'secret-pass']);
    expect((await importRows(tooMany)).envelope).toMatchObject({
      status: 400,
      msg: expect.stringContaining('A file may hold at most 100 users') as unknown,
    });
  });

  it('refuses the whole file naming every bad row, and imports nothing of it', async () => {
    const t = tag();
    const taken = await storedAccount(`tk${t}`);
    const rows = [
      [`ok${t}a`, 'secret-pass'],
      [`ok${t}b`, '123'],
      ['', 'secret-pass'],
      [`ok${t}c`, 'secret-pass', 'not-an-email'],
      [`OK${t}A`, 'secret-pass'],
      [taken.username, 'secret-pass'],
      [`ok${t}d`, 'secret-pass', taken.email],
      [`bad name${t}`, 'secret-pass'],
      [`ok${t}e`, ''],
    ];
    const answer = await importRows(rows);
    expect(answer.envelope.status).toBe(400);
    expect(answer.envelope.msg).toBe(
      'The file was not imported; fix these rows and try again: ' +
        'row 2: The password must have 6 to 20 characters; ' +
        'row 3: The username is required; ' +
        'row 4: The email format is incorrect; ' +
        'row 5: the username appears twice in the file; ' +
        'row 6: the username already exists; ' +
        'row 7: the email is already used; ' +
        'row 8: The username may hold only letters A-Z, digits, Chinese characters and _ - . inside the name; ' +
        'row 9: The password is required',
    );
    expect(await findUserByUsername(`ok${t}a`)).toBeUndefined();
  });

  it('names the rows in Chinese by default', async () => {
    const answer = await callApi(`${url}/api/admin/user/insert-batch-user`, {
      method: 'POST',
      token: root.token,
      body: JSON.stringify({ users: [[`zh${tag()}`, '1']] }),
    });
    expect(answer.envelope.msg).toBe('文件未导入，请修改以下行后重试：第 1 行: 密码长度应为 6 到 20 个字符');
  });

  it('writes nothing when a later transaction fails: earlier accounts of the file are taken back', async () => {
    // 40 rows with emails are two transactions (33 + 7 accounts); the last row's name is claimed just
    // before the write by an account made between the check and the write, as a racing import would.
    const t = tag();
    const rows = Array.from({ length: 40 }, (_, index) => [
      `rb${t}${index}`,
      'secret-pass',
      `rb${t}${index}@example.com`,
    ]);
    const { createUsers } = await import('../src/data/users/create-users-batch');
    const { newAccounts } = await import('../src/modules/admin-user/new-accounts');
    const accounts = await newAccounts(
      rows.map(([username, password, email]) => ({
        username: username ?? '',
        password: password ?? '',
        email,
      })),
    );
    const clash = {
      ...(accounts[39] as (typeof accounts)[number]),
      uid: 'someone-else',
      username: `rb${t}39`,
    };
    await createUsers([clash]);
    const outcome = await createUsers(accounts);
    expect(outcome).toMatchObject({ created: false });
    expect(await findUserByUsername(`rb${t}0`)).toBeUndefined();
    expect(await claimsTaken(`rb${t}0`, `rb${t}0@example.com`)).toEqual({ username: false, email: false });
    expect(await findUserByUsername(`rb${t}39`)).toMatchObject({ uid: 'someone-else' });
  });
});

describe('POST /api/admin/user/generate-user and GET /api/file/generate-user-excel', () => {
  const generate = (body: Record<string, unknown>) =>
    send<{ key: string; users: { username: string; password: string }[] }>(
      'POST',
      '/api/admin/user/generate-user',
      body,
    );

  it('generates 20 accounts with numeric passwords that log in, downloadable as XLSX and CSV', async () => {
    const prefix = `g${tag()}_`;
    const answer = await generate({
      prefix,
      suffix: 'x',
      number_from: 1,
      number_to: 20,
      password_length: 25,
    });
    expect(answer.envelope.status).toBe(200);
    const { key, users } = answer.envelope.data ?? { key: '', users: [] };
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(users.map((user) => user.username)).toEqual(
      Array.from({ length: 20 }, (_, i) => `${prefix}${i + 1}x`),
    );
    for (const user of users) expect(user.password).toMatch(/^\d{25}$/);
    expect((await login(users[7]?.username ?? '', users[7]?.password ?? '')).envelope.status).toBe(200);

    const xlsx = await fetch(`${url}/api/file/generate-user-excel?key=${key}`, {
      headers: { authorization: root.token },
    });
    expect(xlsx.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const sheet = xlsxRows(new Uint8Array(await xlsx.arrayBuffer()));
    expect(sheet[0]).toEqual(['username', 'password']);
    // Passwords stay text: their leading zeros survive.
    expect(sheet[1]).toEqual([users[0]?.username, users[0]?.password]);

    const csv = await fetch(`${url}/api/file/generate-user-excel?key=${key}&format=csv`, {
      headers: { authorization: root.token },
    });
    const lines = (await csv.text())
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('username,password');
    expect(lines[20]).toBe(`${users[19]?.username},${users[19]?.password}`);
  });

  it('refuses an end below the start, a password length outside 6–25, and names already taken', async () => {
    const prefix = `h${tag()}_`;
    expect(
      (await generate({ prefix, number_from: 5, number_to: 4, password_length: 8 })).envelope,
    ).toMatchObject({
      status: 400,
      msg: expect.stringContaining('The last number must not be below the first') as unknown,
    });
    for (const length of [5, 26])
      expect(
        (await generate({ prefix, number_from: 1, number_to: 2, password_length: length })).envelope,
      ).toMatchObject({
        status: 400,
        msg: expect.stringMatching(
          /^Invalid parameter password_length: Password length must be at (least 6|most 25)$/,
        ) as unknown,
      });
    const longPrefix = 'p'.repeat(20);
    expect(
      (await generate({ prefix: longPrefix, number_from: 1, number_to: 1, password_length: 8 })).envelope.msg,
    ).toBe(
      `A generated username breaks the rules: ${longPrefix}1 (The username can have at most 20 characters)`,
    );
    expect(
      (await generate({ prefix, number_from: 1, number_to: 101, password_length: 8 })).envelope.status,
    ).toBe(400);
    expect(
      (await generate({ prefix: 'a b', number_from: 1, number_to: 1, password_length: 8 })).envelope.status,
    ).toBe(400);
    await generate({ prefix, number_from: 3, number_to: 3, password_length: 8 });
    const clash = await generate({ prefix, number_from: 1, number_to: 5, password_length: 8 });
    expect(clash.envelope).toMatchObject({
      status: 400,
      msg: `These usernames already exist; no account was generated: ${prefix}3`,
    });
    expect(await findUserByUsername(`${prefix}1`)).toBeUndefined();
  });

  it('answers an unknown key with a clear message', async () => {
    const answer = await asRoot(`/api/file/generate-user-excel?key=${'0'.repeat(32)}`);
    expect(answer.envelope).toMatchObject({
      status: 404,
      msg: expect.stringContaining('expired') as unknown,
    });
  });
});

describe('who may manage users', () => {
  const refused: [string, RoleCode | undefined, number][] = [
    ['a visitor', undefined, 401],
    ['a user', roleCodes.defaultUser, 403],
    ['a problem admin', roleCodes.problemAdmin, 403],
    ['an admin', roleCodes.admin, 403],
  ];
  for (const [who, role, status] of refused)
    it(`refuses ${who} every user call with HTTP ${status}`, async () => {
      const token = role === undefined ? undefined : (await sessionToken(role)).token;
      const calls: [string, string, unknown][] = [
        ['GET', '/api/admin/user/get-user-list', undefined],
        ['PUT', '/api/admin/user/edit-user', { uid: root.uid, type: 1002, status: 0 }],
        ['DELETE', '/api/admin/user/delete-user', { ids: [root.uid] }],
        ['POST', '/api/admin/user/insert-batch-user', { users: [[`p${tag()}`, 'secret-pass']] }],
        ['POST', '/api/admin/user/generate-user', { number_from: 1, number_to: 1, password_length: 6 }],
        ['GET', `/api/file/generate-user-excel?key=${'0'.repeat(32)}`, undefined],
      ];
      for (const [method, path, body] of calls) {
        const answer = await callApi(`${url}${path}`, {
          method,
          token,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        expect(answer.httpStatus, `${method} ${path}`).toBe(status);
      }
      expect((await getUser(root.uid))?.roleCode).toBe(1000);
    });

  it('allows the super admin', async () => {
    const token = (await sessionToken(roleCodes.superAdmin)).token;
    expect((await callApi(`${url}/api/admin/user/get-user-list`, { token })).envelope.status).toBe(200);
  });
});
