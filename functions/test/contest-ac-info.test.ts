import { beforeAll, describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import {
  contestAcInfoRules,
  judgeStatus,
  roleCodes,
  type ContestRecord,
  type Page,
  type StoredContest,
} from '@oj/shared';
import { callApi, storedAccount, useLocalStack, withQuery } from './local-stack';
import {
  contestAdminPageCases,
  contestSessions,
  missingContestId,
  storeContest,
  type Session,
} from './contest-fixtures';
import { changeVerdict, storeAnswer } from './contest-ac-kit';

const english = { 'accept-language': 'en-US' };
const hourMs = 3600 * 1000;

let url: string;
let owner: Session;
let otherAdmin: Session;
let root: Session;
let contestant: Session;
beforeAll(async () => {
  ({ url } = useLocalStack());
  ({ owner, otherAdmin, root, contestant } = await contestSessions());
});

const ownedContest = (overrides: Partial<StoredContest> = {}) =>
  storeContest({ uid: owner.uid, ...overrides });
const person = (username: string) => ({
  uid: `uid-${username}-${Math.random().toString(36).slice(2)}`,
  username,
});

const acInfo = (cid: number, query: Record<string, number> = {}, token: string | null = owner.token) =>
  callApi<Page<ContestRecord>>(`${url}${withQuery('/api/get-contest-ac-info', { cid, ...query })}`, {
    token: token ?? undefined,
    headers: english,
  });
const check = (body: unknown, token: string | null = owner.token) =>
  callApi(`${url}/api/check-contest-ac-info`, {
    method: 'PUT',
    token: token ?? undefined,
    headers: english,
    body: JSON.stringify(body),
  });
const records = async (cid: number) => (await acInfo(cid, { limit: 100 })).envelope.data.records;
/** Each record as `username:displayId`, with `!` for a first blood and `✓` when checked. */
const summary = (rows: ContestRecord[]) =>
  rows.map((row) => `${row.username}:${row.displayId}${row.firstBlood ? '!' : ''}${row.checked ? '✓' : ''}`);

describe('the AC records of a contest (balloons)', () => {
  it("records each contestant's first accepted answer per problem, newest solve first, first bloods marked", async () => {
    const contest = await ownedContest();
    const [ann, bob] = [person('ann'), person('bob')];
    await storeAnswer({ contest, who: ann, displayId: 'A', minute: 5, status: judgeStatus.wrongAnswer });
    const first = await storeAnswer({ contest, who: ann, displayId: 'A', minute: 10 });
    await storeAnswer({ contest, who: bob, displayId: 'A', minute: 15 });
    await storeAnswer({ contest, who: ann, displayId: 'A', minute: 20 });
    await storeAnswer({ contest, who: ann, displayId: 'B', minute: 30 });
    const rows = await records(contest.cid);
    expect(summary(rows)).toEqual(['ann:B!', 'bob:A', 'ann:A!']);
    expect(rows[2]).toMatchObject({
      id: first.submitId,
      submitId: first.submitId,
      cid: contest.cid,
      uid: ann.uid,
      pid: 1,
      status: 1,
      time: 600,
      useTime: 12,
      checked: false,
      submitTime: first.submitTime,
    });
  });

  it.each([
    ['an accepted answer before the start', { minute: -10 }, {}],
    ['an accepted answer after the end (allowEndSubmit)', { minute: 70 }, { allowEndSubmit: true }],
    ['a wrong answer', { minute: 10, status: judgeStatus.wrongAnswer }, {}],
    ['a compile error', { minute: 10, status: judgeStatus.compileError }, {}],
  ])('makes no record for %s', async (_case, answer, overrides) => {
    const start = Date.now() - 2 * hourMs;
    const contest = await ownedContest({
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + hourMs).toISOString(),
      ...overrides,
    });
    await storeAnswer({ contest, who: person('cat'), displayId: 'A', ...answer });
    expect(await records(contest.cid)).toEqual([]);
  });

  it('gives first blood to the earliest solve of a contestant who is not a star account, a same-second tie to the smaller submit id', async () => {
    const contest = await ownedContest({ starAccount: ['star'] });
    await storeAnswer({ contest, who: person('star'), displayId: 'A', minute: 1 });
    await storeAnswer({ contest, who: person('early'), displayId: 'A', minute: 2 });
    await storeAnswer({ contest, who: person('tied'), displayId: 'A', minute: 2 });
    expect(summary(await records(contest.cid))).toEqual(['tied:A', 'early:A!', 'star:A']);
  });

  it('follows a rejudge: the record moves to the next accepted answer keeping its tick, goes when none is left, and comes back to an earlier answer made accepted', async () => {
    const contest = await ownedContest();
    const [dan, eve] = [person('dan'), person('eve')];
    const early = await storeAnswer({ contest, who: dan, displayId: 'A', minute: 10 });
    const late = await storeAnswer({ contest, who: dan, displayId: 'A', minute: 40 });
    await storeAnswer({ contest, who: eve, displayId: 'A', minute: 20 });
    expect((await check({ id: early.submitId, cid: contest.cid, checked: true })).envelope.status).toBe(200);
    expect(summary(await records(contest.cid))).toEqual(['eve:A', 'dan:A!✓']);

    const rejected = await changeVerdict(early, judgeStatus.wrongAnswer);
    let rows = await records(contest.cid);
    expect(summary(rows)).toEqual(['dan:A✓', 'eve:A!']);
    expect(rows[0]?.id).toBe(late.submitId);

    await changeVerdict(late, judgeStatus.wrongAnswer);
    expect(summary(await records(contest.cid))).toEqual(['eve:A!']);

    await changeVerdict(rejected, judgeStatus.accepted);
    rows = await records(contest.cid);
    expect(summary(rows)).toEqual(['eve:A', 'dan:A!']);
    expect(rows[1]?.id).toBe(early.submitId);
  });

  it('is idempotent: the same change synced twice leaves one record', async () => {
    const contest = await ownedContest();
    const solved = await storeAnswer({ contest, who: person('fay'), displayId: 'A', minute: 3 });
    await changeVerdict(solved, judgeStatus.accepted);
    expect(summary(await records(contest.cid))).toEqual(['fay:A!']);
  });

  it("copies the account's real name", async () => {
    const contest = await ownedContest();
    const account = await storedAccount('real', undefined, { realname: 'Real Name' });
    await storeAnswer({ contest, who: account, displayId: 'A', minute: 3 });
    expect((await records(contest.cid))[0]?.realname).toBe('Real Name');
  });

  it('pages twenty records at a time by default', async () => {
    const contest = await ownedContest();
    for (let index = 0; index < 21; index += 1)
      await storeAnswer({ contest, who: person(`p${index}`), displayId: 'A', minute: index + 1 });
    const first = (await acInfo(contest.cid)).envelope.data;
    const second = (await acInfo(contest.cid, { currentPage: 2 })).envelope.data;
    expect(first).toMatchObject({ total: 21, size: contestAcInfoRules.pageSize, pages: 2 });
    expect(first.records[0]?.username).toBe('p20');
    expect(summary(second.records)).toEqual(['p0:A!']);
  });
});

describe('ticking balloons', () => {
  it('ticks a record on and off', async () => {
    const contest = await ownedContest();
    const solved = await storeAnswer({ contest, who: person('gil'), displayId: 'A', minute: 3 });
    await check({ id: solved.submitId, cid: contest.cid, checked: true });
    expect((await records(contest.cid))[0]?.checked).toBe(true);
    await check({ id: solved.submitId, cid: contest.cid, checked: false });
    expect((await records(contest.cid))[0]?.checked).toBe(false);
  });

  it.each([
    ['a submission that is not accepted', 'wrong'],
    ['an accepted submission of another contest', 'elsewhere'],
    ['an id no submission has', 'missing'],
  ])('answers 404 for %s', async (_case, kind) => {
    const [contest, other] = await Promise.all([ownedContest(), ownedContest()]);
    const wrong = await storeAnswer({ contest, who: person('hal'), displayId: 'A', minute: 3, status: -1 });
    const elsewhere = await storeAnswer({ contest: other, who: person('hal'), displayId: 'A', minute: 3 });
    const id = { wrong: wrong.submitId, elsewhere: elsewhere.submitId, missing: 1 }[kind] ?? 1;
    expect((await check({ id, cid: contest.cid, checked: true })).envelope).toMatchObject({
      status: 404,
      msg: `Contest ${contest.cid} has no such AC record: ${id}`,
    });
  });

  it.each([
    ['id', { cid: 1, checked: true }],
    ['cid', { id: 1, checked: true }],
    ['checked', { id: 1, cid: 1, checked: 'yes' }],
  ])('refuses a body without a proper %s (400 naming it)', async (field, body) => {
    const { envelope } = await check(body);
    expect(envelope.status).toBe(400);
    expect(envelope.msg).toContain(field);
  });
});

describe('who may use the AC helper', () => {
  it.each(contestAdminPageCases)('answers %s (%s) with %d', async (_case, who, expected) => {
    const contest = await ownedContest();
    const solved = await storeAnswer({ contest, who: person('ivy'), displayId: 'A', minute: 3 });
    const token = who === null ? null : ({ contestant, otherAdmin, owner, root }[who]?.token ?? null);
    const list = await acInfo(contest.cid, {}, token);
    const tick = await check({ id: solved.submitId, cid: contest.cid, checked: true }, token);
    for (const answer of [list, tick]) {
      const status = answer.httpStatus === 200 ? answer.envelope.status : answer.httpStatus;
      expect(status).toBe(expected);
    }
  });

  it('answers 404 naming a contest that does not exist', async () => {
    expect((await acInfo(missingContestId)).envelope).toMatchObject({
      status: 404,
      msg: `The contest does not exist: ${missingContestId}`,
    });
  });
});

/** The zip download as raw bytes, or the error envelope. */
async function download(
  query: Record<string, string | number | boolean>,
  token: string | null = owner.token,
) {
  const response = await fetch(`${url}${withQuery('/api/file/download-contest-ac-submission', query)}`, {
    headers: { ...english, ...(token ? { authorization: token } : {}) },
  });
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('zip'))
    return { status: response.status, envelope: (await response.json()) as { status: number; msg: string } };
  return {
    status: response.status,
    disposition: response.headers.get('content-disposition'),
    entries: Object.fromEntries(
      Object.entries(unzipSync(new Uint8Array(await response.arrayBuffer())))
        .filter(([name]) => !name.endsWith('/'))
        .map(([name, bytes]) => [name, new TextDecoder().decode(bytes)]),
    ),
  };
}

describe('the zip of accepted answers', () => {
  it("holds each contestant's newest accepted answer per problem from the contest, in a folder per user or per problem, with safe names", async () => {
    const contest = await ownedContest();
    const [joy, evil] = [person('joy'), person('../../evil')];
    await storeAnswer({ contest, who: joy, displayId: 'A', minute: 1, code: 'old' });
    const newest = await storeAnswer({
      contest,
      who: joy,
      displayId: 'A',
      minute: 2,
      code: 'new',
      language: 'Python3',
    });
    const wrong = await storeAnswer({
      contest,
      who: joy,
      displayId: 'B',
      minute: 3,
      status: -1,
      code: 'wrong',
    });
    const sneaky = await storeAnswer({ contest, who: evil, displayId: 'B', minute: 4, code: 'sneaky' });
    await storeAnswer({ contest, who: evil, displayId: 'A', minute: -5, code: 'before the start' });

    const byUser = await download({ cid: contest.cid, splitType: 'user' });
    expect(byUser.disposition).toContain(`contest_${contest.cid}_ac_submissions_by_user.zip`);
    expect(byUser.entries).toEqual({
      [`joy/A_${newest.submitId}.py`]: 'new',
      [`_._.._evil/B_${sneaky.submitId}.cpp`]: 'sneaky',
    });
    const byProblem = await download({ cid: contest.cid, splitType: 'problem' });
    expect(Object.keys(byProblem.entries ?? {}).sort()).toEqual([
      `A/joy_${newest.submitId}.py`,
      `B/_._.._evil_${sneaky.submitId}.cpp`,
    ]);
    expect(JSON.stringify(byProblem.entries)).not.toContain(String(wrong.submitId));
    for (const name of Object.keys(byProblem.entries ?? {})) expect(name.split('/')).not.toContain('..');
  });

  it("leaves out the contest admins' and super admins' answers when excludeAdmin is on", async () => {
    const contest = await ownedContest();
    const superAdmin = await storedAccount('sup', undefined, { roleCode: roleCodes.superAdmin });
    const plain = await storedAccount('plain');
    await storeAnswer({ contest, who: { uid: owner.uid, username: 'creator' }, displayId: 'A', minute: 1 });
    await storeAnswer({ contest, who: superAdmin, displayId: 'A', minute: 2 });
    await storeAnswer({ contest, who: plain, displayId: 'A', minute: 3 });
    const folders = async (excludeAdmin: boolean) =>
      [
        ...new Set(
          Object.keys((await download({ cid: contest.cid, excludeAdmin })).entries ?? {}).map(
            (name) => name.split('/')[0],
          ),
        ),
      ].sort();
    expect(await folders(false)).toEqual(['creator', plain.username, superAdmin.username].sort());
    expect(await folders(true)).toEqual([plain.username]);
  });

  it.each([
    ['a visitor', null, 401],
    ['a contestant', 'contestant', 403],
    ['an admin who did not create the contest', 'otherAdmin', 403],
    ['the super admin', 'root', 200],
  ])('answers %s (%s) with %d', async (_case, who, expected) => {
    const contest = await ownedContest();
    await storeAnswer({ contest, who: person('kim'), displayId: 'A', minute: 3 });
    const token = who === null ? null : ({ contestant, otherAdmin, root }[who]?.token ?? null);
    const answer = await download({ cid: contest.cid }, token);
    expect(answer.status === 200 && answer.envelope ? answer.envelope.status : answer.status).toBe(expected);
  });

  it('answers 404 when the contest has no accepted answer, and 400 for an unknown split', async () => {
    const contest = await ownedContest();
    expect((await download({ cid: contest.cid })).envelope).toMatchObject({
      status: 404,
      msg: `Contest ${contest.cid} has no accepted submission to download yet`,
    });
    expect((await download({ cid: contest.cid, splitType: 'team' })).envelope?.status).toBe(400);
  });
});
