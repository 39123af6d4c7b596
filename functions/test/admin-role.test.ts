import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminAccessLevels,
  permissionNames,
  roleCodes,
  type AdminAccessLevel,
  type PermissionName,
  type RoleCode,
  type RoleRow,
} from '@oj/shared';
import { callApi, sessionToken, storedAccount, useLocalStack } from './local-stack';
import { adminUpdateUser } from '../src/data/users/admin-update-user';
import { deleteUser } from '../src/data/users/delete-user';
import { getUser } from '../src/data/users/find-user';

let url: string;
const en = { 'accept-language': 'en-US' };

beforeAll(() => {
  ({ url } = useLocalStack());
});

/** A super admin with a real account, logged in, so the rules about "yourself" apply to it. */
async function loggedInSuperAdmin(): Promise<{ uid: string; username: string; token: string }> {
  const account = await storedAccount('rootrole', undefined, { roleCode: roleCodes.superAdmin });
  const login = await callApi(`${url}/api/login`, {
    method: 'POST',
    headers: en,
    body: JSON.stringify({ username: account.username, password: account.password }),
  });
  return { uid: account.uid, username: account.username, token: login.headers.get('authorization') ?? '' };
}

/** A call whose answer depends on one thing a role may do; ids far above any real one. */
interface Probe {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
}

const absent = 2_100_000_000;
const post = { title: 'Role probe', description: 'Role probe', content: 'Role probe', categoryId: absent };

/** For each access level of the route tables, a call whose route asks exactly that level. */
const accessProbes: Record<AdminAccessLevel, Probe> = {
  admin: { method: 'GET', path: '/api/admin/dashboard/get-dashboard-info' },
  problem_admin: { method: 'DELETE', path: `/api/admin/problem?pid=${absent}` },
  root: { method: 'GET', path: '/api/admin/role/get-role-list' },
};

/**
 * For each permission, a call the server refuses to a role without it. Every permission has one, or
 * says why not; the groups' own will come with the group calls (the test below fails once they exist).
 */
const permissionProbes: Record<PermissionName, Probe | 'groups are not built yet'> = {
  problem_admin: { method: 'GET', path: '/api/admin/problem/get-problem-list' },
  contest_admin: { method: 'GET', path: '/api/admin/contest/get-contest-list' },
  rejudge: { method: 'GET', path: `/api/admin/judge/rejudge?submitId=${absent}` },
  announcement_admin: { method: 'GET', path: '/api/admin/announcement' },
  user_admin: { method: 'GET', path: '/api/admin/user/get-user-list' },
  system_info_admin: { method: 'GET', path: '/api/admin/config/get-web-config' },
  submit: {
    method: 'POST',
    path: '/api/submit-problem-judge',
    body: { pid: absent, language: 'C++', code: 'int main(){}', cid: 0, tid: 0, gid: 0 },
  },
  discussion_add: { method: 'POST', path: '/api/discussion', body: post },
  discussion_edit: { method: 'PUT', path: '/api/discussion', body: { ...post, id: absent } },
  discussion_del: { method: 'DELETE', path: `/api/discussion?did=${absent}` },
  comment_add: { method: 'POST', path: '/api/comment', body: { content: 'Role probe', did: absent } },
  reply_add: {
    method: 'POST',
    path: '/api/reply',
    body: { reply: { commentId: absent, content: 'Role probe', toUid: 'probe' } },
  },
  // An empty group is refused by validation, not by role, for the roles that may create groups.
  group_add: { method: 'POST', path: '/api/group', body: {} },
  group_del: { method: 'DELETE', path: `/api/group?gid=${absent}` },
};

/** Whether the server refused the probe for the role: HTTP 403 at the route, or status 403 from the call. */
async function refused(probe: Probe, token: string): Promise<boolean> {
  const answer = await callApi(`${url}${probe.path}`, {
    method: probe.method,
    token,
    headers: en,
    ...(probe.body === undefined ? {} : { body: JSON.stringify(probe.body) }),
  });
  expect(answer.httpStatus, `${probe.method} ${probe.path}`).not.toBe(401);
  return answer.httpStatus === 403 || answer.envelope.status === 403;
}

describe('GET /api/admin/role/get-role-list', () => {
  it('lists every role code with the access levels and permissions each role really has, as it finds making the calls', async () => {
    const root = (await sessionToken(roleCodes.superAdmin)).token;
    const answer = await callApi<RoleRow[]>(`${url}/api/admin/role/get-role-list`, {
      token: root,
      headers: en,
    });
    expect(answer.envelope.status).toBe(200);
    const rows = answer.envelope.data;
    expect(rows.map((row) => row.id)).toEqual([1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008]);
    expect(rows.find((row) => row.id === 1005)?.role).toBe('mute');

    for (const row of rows) {
      const token = (await sessionToken(row.id as RoleCode)).token;
      const found = { accessLevels: [] as AdminAccessLevel[], permissions: [] as PermissionName[] };
      for (const level of adminAccessLevels)
        if (!(await refused(accessProbes[level], token))) found.accessLevels.push(level);
      for (const permission of permissionNames) {
        const probe = permissionProbes[permission];
        // Nothing to call yet: the table's word is all there is, and the groups' test will check it.
        if (typeof probe === 'string') {
          if (row.permissions.includes(permission)) found.permissions.push(permission);
        } else if (!(await refused(probe, token))) found.permissions.push(permission);
      }
      expect(found, `role ${row.id}`).toEqual({
        accessLevels: row.accessLevels,
        permissions: row.permissions,
      });
    }
  }, 120_000);

  it('probes every permission by a call that checks it', () => {
    const unprobed = Object.entries(permissionProbes).filter(([, probe]) => typeof probe === 'string');
    expect(unprobed.map(([permission]) => permission)).toEqual([]);
  });

  it('is for the super admin only', async () => {
    for (const role of [roleCodes.admin, roleCodes.problemAdmin, roleCodes.defaultUser]) {
      const token = (await sessionToken(role)).token;
      const answer = await callApi(`${url}/api/admin/role/get-role-list`, { token, headers: en });
      expect(answer.httpStatus, String(role)).toBe(403);
    }
    expect((await callApi(`${url}/api/admin/role/get-role-list`, { headers: en })).httpStatus).toBe(401);
  });
});

describe('PUT /api/admin/role/assign-role', () => {
  const assign = (token: string, body: unknown) =>
    callApi<{ uid: string; username: string; previousType: number; type: number }>(
      `${url}/api/admin/role/assign-role`,
      { method: 'PUT', token, headers: en, body: JSON.stringify(body) },
    );

  it('gives an account a role by its username, answering the role it had, and ends its sessions', async () => {
    const root = await loggedInSuperAdmin();
    const student = await storedAccount('rolestudent');
    const login = await callApi(`${url}/api/login`, {
      method: 'POST',
      headers: en,
      body: JSON.stringify({ username: student.username, password: student.password }),
    });
    const studentToken = login.headers.get('authorization') ?? '';
    const answer = await assign(root.token, { username: student.username, type: roleCodes.admin });
    expect(answer.envelope).toMatchObject({
      status: 200,
      data: { uid: student.uid, username: student.username, previousType: 1002, type: 1001 },
    });
    expect((await getUser(student.uid))?.roleCode).toBe(roleCodes.admin);
    const old = await callApi(`${url}/api/get-user-auth-info`, { token: studentToken, headers: en });
    expect(old.httpStatus).toBe(401);
    const again = await assign(root.token, { username: student.username, type: roleCodes.admin });
    expect(again.envelope.data).toMatchObject({ previousType: 1001, type: 1001 });
  });

  it('names an unknown username and a role code that does not exist', async () => {
    const root = await loggedInSuperAdmin();
    const unknown = await assign(root.token, { username: 'nobody-has-this-name', type: 1002 });
    expect(unknown.envelope).toMatchObject({ status: 404, data: null });
    expect(unknown.envelope.msg).toContain('nobody-has-this-name');
    const badCode = await assign(root.token, { username: root.username, type: 999 });
    expect(badCode.envelope.status).toBe(400);
    expect(badCode.envelope.msg).toContain('type');
  });

  it('refuses the super admin taking away their own role, here and in the user edit: the last one stays', async () => {
    const root = await loggedInSuperAdmin();
    for (const type of [roleCodes.admin, roleCodes.defaultUser]) {
      const refusal = await assign(root.token, { username: root.username, type });
      expect(refusal.envelope).toMatchObject({
        status: 400,
        msg: 'You cannot remove your own super admin role',
      });
    }
    const edit = await callApi(`${url}/api/admin/user/edit-user`, {
      method: 'PUT',
      token: root.token,
      headers: en,
      body: JSON.stringify({ uid: root.uid, type: roleCodes.admin, status: 0 }),
    });
    expect(edit.envelope).toMatchObject({ status: 400, msg: 'You cannot remove your own super admin role' });
    expect((await getUser(root.uid))?.roleCode).toBe(roleCodes.superAdmin);
  });

  it('is refused to every role but the super admin, whatever role it would give', async () => {
    const student = await storedAccount('rolevictim');
    for (const role of [roleCodes.admin, roleCodes.problemAdmin, roleCodes.defaultUser]) {
      const token = (await sessionToken(role)).token;
      const answer = await assign(token, { username: student.username, type: roleCodes.superAdmin });
      expect(answer.httpStatus, String(role)).toBe(403);
    }
    expect((await getUser(student.uid))?.roleCode).toBe(roleCodes.defaultUser);
  });

  it('never lets two super admins demote or delete each other into a site without one', async () => {
    const first = await loggedInSuperAdmin();
    const second = await loggedInSuperAdmin();
    // The first demotes the second...
    const demoted = await assign(first.token, { username: second.username, type: roleCodes.defaultUser });
    expect(demoted.envelope.status).toBe(200);
    // ...while the second's own change of the first, checked against what it read before, is written:
    // its author is no longer a super admin, so it is refused, and so is its delete.
    const stale = await getUser(first.uid);
    if (!stale) throw new Error('the first super admin is gone');
    const modifiedAt = new Date().toISOString();
    expect(await adminUpdateUser(stale, { roleCode: roleCodes.defaultUser, modifiedAt }, second.uid)).toBe(
      'actor-not-super-admin',
    );
    expect(await deleteUser(stale, second.uid)).toBe('actor-not-super-admin');
    expect((await getUser(first.uid))?.roleCode).toBe(roleCodes.superAdmin);
    // A super admin who was disabled meanwhile cannot act either.
    const third = await loggedInSuperAdmin();
    await adminUpdateUser(
      { uid: third.uid, email: `${third.username}@example.com` },
      { status: 1, modifiedAt },
      first.uid,
    );
    expect(await adminUpdateUser(stale, { roleCode: roleCodes.defaultUser, modifiedAt }, third.uid)).toBe(
      'actor-not-super-admin',
    );
  });
});
