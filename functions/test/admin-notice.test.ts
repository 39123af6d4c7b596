import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { adminNoticeRules, roleCodes, type AdminNotice, type Page } from '@oj/shared';
import { callApi, sessionToken, storedAccount, useLocalStack } from './local-stack';
import { expectRefused, listAddEditDelete, rolesBelowSuperAdmin } from './role-checks';

const english = { 'accept-language': 'en-US' };
const path = '/api/admin/msg/notice';

let url: string;
let root: { token: string; uid: string };
let student: { uid: string; username: string };
beforeAll(async () => {
  ({ url } = useLocalStack());
  root = await sessionToken(roleCodes.superAdmin);
  student = await storedAccount('notice');
});

const run = randomUUID().slice(0, 6);
/** As the super admin unless a token is given; `null` sends none. */
const send = <T = null>(method: string, query = '', body?: unknown, token: string | null = root.token) =>
  callApi<T>(`${url}${path}${query}`, {
    method,
    token: token ?? undefined,
    headers: english,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const list = async (query = '?limit=100') => (await send<Page<AdminNotice>>('GET', query)).envelope.data;
const byTitle = async (title: string) => (await list()).records.find((notice) => notice.title === title);

describe('writing system notices', () => {
  it('stores a notice for everyone, delivered as stored, with its author, and lists it first', async () => {
    const title = `All ${run}`;
    const answer = await send('POST', '', { title, content: 'Maintenance tonight', type: 'All' });
    expect(answer.envelope.status, answer.envelope.msg).toBe(200);
    const page = await list('');
    expect(page.size).toBe(adminNoticeRules.pageSize);
    expect(page.records[0]).toMatchObject({
      title,
      content: 'Maintenance tonight',
      type: 'All',
      state: true,
      recipientId: null,
      adminId: root.uid,
      adminUsername: expect.stringMatching(/^user-/),
    });
  });

  it('finds the recipient of a single-user notice by username or by uid and keeps both', async () => {
    for (const recipientId of [student.username, student.uid]) {
      const title = `Single ${run} ${recipientId}`;
      const answer = await send('POST', '', { title, content: 'Hello', type: 'Single', recipientId });
      expect(answer.envelope.status, answer.envelope.msg).toBe(200);
      expect(await byTitle(title)).toMatchObject({
        type: 'Single',
        recipientId: student.uid,
        recipientUsername: student.username,
      });
    }
  });

  it('filters the list by audience', async () => {
    await send('POST', '', {
      title: `Admins ${run}`,
      content: 'For the staff',
      type: 'Admin',
      recipientId: 'x',
    });
    const admins = await list('?type=Admin&limit=100');
    expect(admins.records.length).toBeGreaterThan(0);
    expect(admins.records.every((notice) => notice.type === 'Admin')).toBe(true);
    expect(admins.records.find((notice) => notice.title === `Admins ${run}`)?.recipientId).toBeNull();
  });

  it('edits a notice, its audience included, and keeps its author, date and state', async () => {
    const title = `Edit ${run}`;
    await send('POST', '', { title, content: 'v1', type: 'All' });
    const stored = await byTitle(title);
    const answer = await send('PUT', '', {
      id: stored?.id,
      title: `${title}!`,
      content: 'v2',
      type: 'Single',
      recipientId: student.username,
      state: true,
    });
    expect(answer.envelope.status, answer.envelope.msg).toBe(200);
    expect(await byTitle(`${title}!`)).toMatchObject({
      id: stored?.id,
      content: 'v2',
      type: 'Single',
      recipientId: student.uid,
      state: true,
      gmtCreate: stored?.gmtCreate,
      adminId: root.uid,
    });
  });

  it('deletes a notice and answers 404 for one that does not exist', async () => {
    const title = `Delete ${run}`;
    await send('POST', '', { title, content: 'bye', type: 'All' });
    const id = (await byTitle(title))?.id;
    expect((await send('DELETE', `?id=${id}`)).envelope.status).toBe(200);
    expect(await byTitle(title)).toBeUndefined();
    expect((await send('DELETE', `?id=${id}`)).envelope).toMatchObject({
      status: 404,
      msg: `The system notice does not exist: ${id}`,
    });
    const edit = await send('PUT', '', { id, title: 't', content: 'c', type: 'All' });
    expect(edit.envelope.status).toBe(404);
  });
});

describe('the rules of a notice', () => {
  const valid = { title: 'A notice', content: 'Its text', type: 'All' };
  const refusal = async (method: string, body: unknown, query = '') =>
    (await send(method, query, body)).envelope;

  it('refuses a missing, blank or too long title or content, naming the field', async () => {
    for (const title of [undefined, ' ', 'x'.repeat(adminNoticeRules.titleMaxLength + 1)])
      expect((await refusal('POST', { ...valid, title })).msg).toMatch(/^Invalid parameter title: /);
    for (const content of [undefined, '', 'x'.repeat(adminNoticeRules.contentMaxLength + 1)])
      expect((await refusal('POST', { ...valid, content })).msg).toMatch(/^Invalid parameter content: /);
  });

  it('refuses an unknown audience and a single-user notice without a recipient or with an unknown one', async () => {
    expect((await refusal('POST', { ...valid, type: 'Everyone' })).msg).toMatch(/^Invalid parameter type: /);
    expect(await refusal('POST', { ...valid, type: 'Single' })).toMatchObject({
      status: 400,
      msg: 'A notice for a single user needs its recipient (a username or uid)',
    });
    expect(await refusal('POST', { ...valid, type: 'Single', recipientId: `nobody${run}` })).toMatchObject({
      status: 404,
      msg: `The recipient does not exist: nobody${run}`,
    });
    expect((await refusal('GET', undefined, '?type=Nobody')).msg).toMatch(/^Invalid parameter type: /);
  });

  it('refuses an edit or a delete without its id', async () => {
    expect((await refusal('PUT', valid)).msg).toMatch(/^Invalid parameter id: /);
    expect((await refusal('DELETE', undefined)).msg).toMatch(/^Invalid parameter id: /);
  });
});

describe('who may manage notices', () => {
  it('refuses the anonymous visitor (401), a user, a problem admin and an admin (403)', async () => {
    const body = { id: 1, title: 't', content: 'c', type: 'All' };
    await expectRefused(listAddEditDelete(send, body, '?id=1'), rolesBelowSuperAdmin);
    expect((await send('GET')).httpStatus).toBe(200);
  });
});
