import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { adminAnnouncementRules, roleCodes, type AdminAnnouncement, type Page } from '@oj/shared';
import { callApi, sessionToken, useLocalStack } from './local-stack';
import { expectRefused, listAddEditDelete, rolesBelowSuperAdmin } from './role-checks';

const english = { 'accept-language': 'en-US' };
const path = '/api/admin/announcement';

let url: string;
let root: { token: string; uid: string };
beforeAll(async () => {
  ({ url } = useLocalStack());
  root = await sessionToken(roleCodes.superAdmin);
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
const adminList = async (limit = 100) =>
  (await send<Page<AdminAnnouncement>>('GET', `?currentPage=1&limit=${limit}`)).envelope.data;
const homeTitles = async () => {
  const answer = await callApi<Page<{ title: string }>>(
    `${url}/api/get-common-announcement?currentPage=1&limit=100`,
  );
  return answer.envelope.data.records.map((record) => record.title);
};
const mine = (titles: string[], tag: string) => titles.filter((title) => title.startsWith(tag));

/** Publishes announcements titled `<tag> <name>` in order and answers their ids by name. */
async function publish(tag: string, names: string[], status = 0): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const name of names) {
    const answer = await send('POST', '', { title: `${tag} ${name}`, content: `**${name}**`, status });
    expect(answer.envelope.status, answer.envelope.msg).toBe(200);
    const found = (await adminList()).records.find((record) => record.title === `${tag} ${name}`);
    ids[name] = found?.id ?? -1;
  }
  return ids;
}

describe('publishing announcements', () => {
  it('shows a new visible announcement first in the admin list and on the home page, with its author', async () => {
    const tag = `Pub-${run}`;
    const { one } = await publish(tag, ['one']);
    const list = await adminList(10);
    expect(list.size).toBe(adminAnnouncementRules.pageSize);
    expect(list.records[0]).toMatchObject({
      id: one,
      title: `${tag} one`,
      content: '**one**',
      status: 0,
      uid: root.uid,
      username: expect.stringMatching(/^user-/),
    });
    expect((await homeTitles())[0]).toBe(`${tag} one`);
  });

  it('keeps a hidden announcement in the admin list only', async () => {
    const tag = `Hid-${run}`;
    const { secret } = await publish(tag, ['secret'], 1);
    expect((await adminList()).records.find((record) => record.id === secret)).toMatchObject({ status: 1 });
    expect(mine(await homeTitles(), tag)).toEqual([]);
  });

  it('pages the admin list ten at a time by default, newest first, with the total', async () => {
    await publish(
      `Page-${run}`,
      Array.from({ length: 11 }, (_, index) => `n${index}`),
    );
    const first = (await send<Page<AdminAnnouncement>>('GET')).envelope.data;
    const second = (await send<Page<AdminAnnouncement>>('GET', '?currentPage=2')).envelope.data;
    expect(first.records).toHaveLength(10);
    expect(first.total).toBeGreaterThanOrEqual(11);
    const ids = [...first.records, ...second.records].map((record) => record.id);
    expect(ids).toEqual([...ids].sort((left, right) => right - left));
    expect(first.records[0]?.title).toBe(`Page-${run} n10`);
  });
});

describe('editing, hiding, showing and deleting', () => {
  it('edits the title and content in place and keeps the place on the home page', async () => {
    const tag = `Edit-${run}`;
    const { a, b } = await publish(tag, ['a', 'b']);
    const answer = await send('PUT', '', { id: a, title: `${tag} a2`, content: 'new text', status: 0 });
    expect(answer.envelope.status, answer.envelope.msg).toBe(200);
    expect(mine(await homeTitles(), tag)).toEqual([`${tag} b`, `${tag} a2`]);
    const edited = (await adminList()).records.find((record) => record.id === a);
    expect(edited).toMatchObject({ content: 'new text', status: 0 });
    expect(edited?.gmtModified).not.toBe(edited?.gmtCreate);
    expect(Number(b)).toBeGreaterThan(Number(a));
  });

  it('takes a hidden announcement off the home page and puts it back at its place when shown', async () => {
    const tag = `Tog-${run}`;
    const { a, b, c } = await publish(tag, ['a', 'b', 'c']);
    const homeTotal = async () =>
      (await callApi<Page<unknown>>(`${url}/api/get-common-announcement`)).envelope.data.total;
    const before = await homeTotal();
    expect(
      (await send('PUT', '', { id: b, title: `${tag} b`, content: 'x', status: 1 })).envelope.status,
    ).toBe(200);
    expect(mine(await homeTitles(), tag)).toEqual([`${tag} c`, `${tag} a`]);
    expect(await homeTotal()).toBe(before - 1);
    expect((await adminList()).records.find((record) => record.id === b)?.status).toBe(1);
    expect(
      (await send('PUT', '', { id: b, title: `${tag} b!`, content: 'y', status: 0 })).envelope.status,
    ).toBe(200);
    expect(mine(await homeTitles(), tag)).toEqual([`${tag} c`, `${tag} b!`, `${tag} a`]);
    expect(await homeTotal()).toBe(before);
    expect([a, c].every(Boolean)).toBe(true);
  });

  it('deletes a visible and a hidden announcement, and answers 404 for an unknown one', async () => {
    const tag = `Del-${run}`;
    const { a, b } = await publish(tag, ['a', 'b']);
    const { h } = await publish(tag, ['h'], 1);
    expect((await send('DELETE', `?aid=${a}`)).envelope.status).toBe(200);
    expect(mine(await homeTitles(), tag)).toEqual([`${tag} b`]);
    expect((await send('DELETE', `?aid=${h}`)).envelope.status).toBe(200);
    const left = (await adminList()).records.filter((record) => record.title.startsWith(tag));
    expect(left.map((record) => record.id)).toEqual([b]);
    expect((await send('DELETE', `?aid=${a}`)).envelope).toMatchObject({
      status: 404,
      msg: `The announcement does not exist: ${a}`,
    });
    expect((await send('PUT', '', { id: 999_999_999, title: 't', content: 'c' })).envelope.status).toBe(404);
  });

  it('keeps markdown exactly as written, a script tag included: the web renders it safely', async () => {
    const tag = `Md-${run}`;
    const content = '# Head\n\n<script>alert(1)</script>\n\n![x](/api/public/img.png)';
    await send('POST', '', { title: `${tag} md`, content });
    expect((await adminList()).records.find((record) => record.title === `${tag} md`)?.content).toBe(content);
  });
});

describe('the rules of an announcement', () => {
  const valid = { title: 'A title', content: 'Some content', status: 0 };
  const refusal = async (method: string, body: unknown, query = '') =>
    (await send(method, query, body)).envelope;

  it('refuses a missing, blank or too long title, naming it', async () => {
    for (const title of [undefined, '', '   ', 'x'.repeat(adminAnnouncementRules.titleMaxLength + 1)])
      expect(await refusal('POST', { ...valid, title })).toMatchObject({
        status: 400,
        msg: expect.stringMatching(/^Invalid parameter title: /),
      });
    expect((await refusal('POST', { ...valid, title: 'x'.repeat(100) })).status).toBe(200);
  });

  it('refuses a missing, blank or too long content, naming it', async () => {
    for (const content of [undefined, '', ' \n ', 'x'.repeat(adminAnnouncementRules.contentMaxLength + 1)])
      expect(await refusal('POST', { ...valid, content })).toMatchObject({
        status: 400,
        msg: expect.stringMatching(/^Invalid parameter content: /),
      });
  });

  it('refuses a status other than 0 or 1, and an edit or delete without its id', async () => {
    expect((await refusal('POST', { ...valid, status: 2 })).msg).toMatch(/^Invalid parameter status: /);
    expect((await refusal('PUT', valid)).msg).toMatch(/^Invalid parameter id: /);
    expect((await refusal('DELETE', undefined)).msg).toMatch(/^Invalid parameter aid: /);
    expect((await refusal('DELETE', undefined, '?aid=x')).msg).toMatch(/^Invalid parameter aid: /);
  });

  it('answers the reason in Chinese by default', async () => {
    const answer = await callApi(`${url}${path}?aid=999999999`, { method: 'DELETE', token: root.token });
    expect(answer.envelope.msg).toBe('公告不存在：999999999');
  });
});

describe('who may manage announcements', () => {
  it('refuses the anonymous visitor (401), a user, a problem admin and an admin (403)', async () => {
    const body = { id: 1, title: 't', content: 'c', status: 0 };
    await expectRefused(listAddEditDelete(send, body, '?aid=1'), rolesBelowSuperAdmin);
    expect((await send('GET')).httpStatus).toBe(200);
  });
});
