import { beforeAll, describe, expect, it } from 'vitest';
import { contestPrintRules, roleCodes, type ContestPrint, type Page, type StoredContest } from '@oj/shared';
import { callApi, sessionToken, useLocalStack, withQuery } from './local-stack';
import { contestAdminPageCases, missingContestId, storeContest } from './contest-fixtures';

const english = { 'accept-language': 'en-US' };
const hourMs = 3600 * 1000;
const text = (length: number, letter = 'x') => letter.repeat(length);
const validText = `#include <cstdio>\nint main() { puts("hello, printer"); return 0; }\n`;

type Session = { token: string; uid: string };
let url: string;
let owner: Session;
let otherAdmin: Session;
let root: Session;
beforeAll(async () => {
  ({ url } = useLocalStack());
  [owner, otherAdmin, root] = await Promise.all([
    sessionToken(roleCodes.admin),
    sessionToken(roleCodes.admin),
    sessionToken(roleCodes.superAdmin),
  ]);
});

/** A contest created by `owner`, running, with printing open unless `overrides` say otherwise. */
const printingContest = (overrides: Partial<StoredContest> = {}) =>
  storeContest({ uid: owner.uid, openPrint: true, ...overrides });
/** A fresh contestant: the flood guard allows one print per user every 30 seconds. */
const contestant = () => sessionToken(roleCodes.defaultUser);

const submit = (body: unknown, token: string | null) =>
  callApi(`${url}/api/submit-print-text`, {
    method: 'POST',
    token: token ?? undefined,
    headers: english,
    body: JSON.stringify(body),
  });
const queue = (cid: number, query: Record<string, number> = {}, token: string | null = owner.token) =>
  callApi<Page<ContestPrint>>(`${url}${withQuery('/api/get-contest-print', { cid, ...query })}`, {
    token: token ?? undefined,
    headers: english,
  });
const markPrinted = (id: number, cid: number, token: string | null = owner.token) =>
  callApi(`${url}${withQuery('/api/check-contest-print-status', { id, cid })}`, {
    method: 'PUT',
    token: token ?? undefined,
    headers: english,
  });
async function downloadText(id: number, token: string | null = owner.token) {
  const response = await fetch(`${url}${withQuery('/api/file/download-contest-print-text', { id })}`, {
    headers: { ...english, ...(token ? { authorization: token } : {}) },
  });
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('text/plain'))
    return {
      httpStatus: response.status,
      envelope: (await response.json()) as { status: number; msg: string },
    };
  return {
    httpStatus: response.status,
    type,
    disposition: response.headers.get('content-disposition') ?? '',
    body: await response.text(),
  };
}
/** Prints `content` as a fresh contestant and answers the new print's id. */
async function printOne(cid: number, content = validText): Promise<number> {
  const answer = await submit({ cid, content }, (await contestant()).token);
  expect(answer.envelope.status, answer.envelope.msg).toBe(200);
  const [newest] = (await queue(cid)).envelope.data.records;
  return newest?.id ?? 0;
}

describe('sending a text to the printer', () => {
  it('queues the text of a contestant for the admins, newest first, without the text in the list', async () => {
    const contest = await printingContest();
    const first = await printOne(contest.cid);
    await printOne(contest.cid, `${validText}// second`);
    const { data } = (await queue(contest.cid)).envelope;
    expect(data.total).toBe(2);
    expect(data.records[1]).toMatchObject({ id: first, cid: contest.cid, status: 0 });
    expect(data.records[0]?.id).toBeGreaterThan(first);
    expect(data.records[0]).not.toHaveProperty('content');
    expect(data.records[0]?.username).toMatch(/^user-/);
  });

  it.each([
    ['an empty text', '', 'Print text is required'],
    ['a text of blanks only', text(60, ' '), 'Print text is required'],
    ['49 characters', text(49), `Print text needs at least ${contestPrintRules.minLength} characters`],
    [
      '65,536 characters',
      text(65_536),
      `Print text can have at most ${contestPrintRules.maxLength} characters`,
    ],
    ['no text at all', undefined, 'content'],
  ])('refuses %s (400 naming the field)', async (_case, content, message) => {
    const contest = await printingContest();
    const { envelope } = await submit({ cid: contest.cid, content }, (await contestant()).token);
    expect(envelope.status).toBe(400);
    expect(envelope.msg).toContain(message);
  });

  it.each([
    ['exactly 50 characters', text(50)],
    ['exactly 65,535 characters', text(65_535)],
    ['50 characters of Chinese and emoji', text(25, '字') + text(25, '🎈')],
  ])('accepts %s', async (_case, content) => {
    const contest = await printingContest();
    const id = await printOne(contest.cid, content);
    expect((await downloadText(id)).body).toBe(content);
  });

  it.each([
    ['printing is not open', { openPrint: false }, 'contestant', 403, 'Printing is not open in contest'],
    [
      'the contest has not started',
      { startTime: new Date(Date.now() + hourMs).toISOString() },
      'contestant',
      403,
      'has not started',
    ],
    [
      'the contest has ended',
      {
        startTime: new Date(Date.now() - 3 * hourMs).toISOString(),
        endTime: new Date(Date.now() - hourMs).toISOString(),
      },
      'contestant',
      403,
      'has ended: printing is closed',
    ],
    [
      'the contest is private and no password was given',
      { auth: 1, pwd: 'secret' },
      'contestant',
      403,
      'private',
    ],
    [
      'the contest has ended, for its creator',
      {
        startTime: new Date(Date.now() - 3 * hourMs).toISOString(),
        endTime: new Date(Date.now() - hourMs).toISOString(),
      },
      'owner',
      200,
      'success',
    ],
  ] as const)('when %s answers %s (%s)', async (_case, overrides, who, status, message) => {
    const contest = await printingContest(overrides);
    const token = who === 'owner' ? owner.token : (await contestant()).token;
    const { envelope } = await submit({ cid: contest.cid, content: validText }, token);
    expect(envelope.status).toBe(status);
    expect(envelope.msg.toLowerCase()).toContain(message.toLowerCase());
  });

  it('answers 404 naming a contest that does not exist, and 401 to a visitor', async () => {
    const { envelope } = await submit(
      { cid: missingContestId, content: validText },
      (await contestant()).token,
    );
    expect(envelope).toMatchObject({ status: 404, msg: `The contest does not exist: ${missingContestId}` });
    expect((await submit({ cid: missingContestId, content: validText }, null)).httpStatus).toBe(401);
  });

  it('lets a user print once every 30 seconds, saying how long to wait', async () => {
    const contest = await printingContest();
    const { token } = await contestant();
    expect((await submit({ cid: contest.cid, content: validText }, token)).envelope.status).toBe(200);
    const again = await submit({ cid: contest.cid, content: validText }, token);
    expect(again.envelope.status).toBe(429);
    expect(again.envelope.msg).toMatch(/^Too many prints: try again in (2\d|30) seconds$/);
    expect((await queue(contest.cid)).envelope.data.total).toBe(1);
  });

  it('pages the queue fifteen at a time by default', async () => {
    const contest = await printingContest();
    for (let index = 0; index < 16; index += 1) await printOne(contest.cid);
    const first = (await queue(contest.cid)).envelope.data;
    const second = (await queue(contest.cid, { currentPage: 2 })).envelope.data;
    expect(first).toMatchObject({ total: 16, size: contestPrintRules.pageSize, pages: 2 });
    expect(second.records).toHaveLength(1);
    expect(second.records[0]?.id).toBeLessThan(first.records[14]?.id ?? 0);
  });
});

describe('the print queue of the admins', () => {
  it('marks a print printed', async () => {
    const contest = await printingContest();
    const id = await printOne(contest.cid);
    expect((await markPrinted(id, contest.cid)).envelope.status).toBe(200);
    expect((await queue(contest.cid)).envelope.data.records[0]).toMatchObject({ id, status: 1 });
  });

  it("answers 404 for a print the contest does not have (another contest's, or none)", async () => {
    const [contest, other] = await Promise.all([printingContest(), printingContest()]);
    const theirs = await printOne(other.cid);
    expect((await markPrinted(theirs, contest.cid)).envelope).toMatchObject({
      status: 404,
      msg: `The print does not exist: ${theirs}`,
    });
    expect((await queue(other.cid)).envelope.data.records[0]?.status).toBe(0);
    expect((await downloadText(2_100_000_000)).envelope?.status).toBe(404);
  });

  it('downloads the text exactly as sent, as a plain-text attachment named after the contest, the print and the user', async () => {
    const contest = await printingContest();
    const content = `<script>alert(1)</script>\n../../etc/passwd\r\n${text(40, 'é')}`;
    const id = await printOne(contest.cid, content);
    const file = await downloadText(id);
    expect(file.type).toBe('text/plain; charset=utf-8');
    expect(file.disposition).toMatch(
      new RegExp(`^attachment; filename\\*=UTF-8''contest_${contest.cid}_print_${id}_user-`),
    );
    expect(file.body).toBe(content);
  });

  it.each(contestAdminPageCases)(
    'answers %s (%s) with %d for the list, the mark and the download',
    async (_case, who, expected) => {
      const contest = await printingContest();
      const id = await printOne(contest.cid);
      const token =
        who === null
          ? null
          : who === 'contestant'
            ? (await contestant()).token
            : ({ otherAdmin, owner, root }[who]?.token ?? null);
      const statusOf = (answer: { httpStatus: number; envelope?: { status: number } }) =>
        answer.httpStatus === 200 && answer.envelope ? answer.envelope.status : answer.httpStatus;
      expect(statusOf(await queue(contest.cid, {}, token))).toBe(expected);
      expect(statusOf(await markPrinted(id, contest.cid, token))).toBe(expected);
      expect(statusOf(await downloadText(id, token))).toBe(expected);
    },
  );
});
