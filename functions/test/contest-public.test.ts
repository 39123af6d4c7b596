import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  contestAuthCode,
  contestRules,
  roleCodes,
  type ContestSummary,
  type ContestView,
  type Page,
  type StoredContest,
} from '@oj/shared';
import { callApi, eventually, sessionToken, useLocalStack } from './local-stack';
import { linkContestProblems, missingContestId, storeContest } from './contest-fixtures';
import { quizProblem, submit } from './submissions-kit';
import { countSubmittingParticipant } from '../src/data/contests/count-participant';
import { encodeAnswerSheet } from '@oj/shared';

const english = { 'accept-language': 'en-US' };
const hourMs = 3600 * 1000;
const run = randomUUID().slice(0, 8);

let url: string;
let root: { token: string; uid: string };
beforeAll(async () => {
  ({ url } = useLocalStack());
  root = await sessionToken(roleCodes.superAdmin);
});

/** A call as `token` (`null`: a visitor); a body makes it a POST. */
const call = <T = null>(path: string, token: string | null, body?: unknown) =>
  callApi<T>(`${url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    token: token ?? undefined,
    headers: english,
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const user = () => sessionToken(roleCodes.defaultUser);
/** The username `sessionToken` gives its account. */
const usernameOf = (uid: string) => `user-${uid.slice(0, 8)}`;
const at = (offsetHours: number) => new Date(Date.now() + offsetHours * hourMs).toISOString();
const info = (cid: number, token: string) => call<ContestView>(`/api/get-contest-info?cid=${cid}`, token);
const access = async (cid: number, token: string) =>
  (await call<{ access: boolean }>(`/api/get-contest-access?cid=${cid}`, token)).envelope;
const register = (cid: number, password: unknown, token: string) =>
  call('/api/register-contest', token, { cid, password });
const list = async (query: string) =>
  (await call<Page<ContestSummary>>(`/api/get-contest-list?${query}`, null)).envelope;
/** The list filtered to this run's contests, asked until the catalogue copy (five seconds) shows `check`. */
const listOfRun = (query: string, check: (page: Page<ContestSummary>) => boolean) =>
  eventually(async () => (await list(`keyword=${run}&${query}`)).data, check);

describe('the contest list', () => {
  let running: StoredContest, scheduled: StoredContest, ended: StoredContest;
  beforeAll(async () => {
    const title = (name: string) => `${name} ${run}`;
    ended = await storeContest({ title: title('Ended'), startTime: at(-30), endTime: at(-28) });
    scheduled = await storeContest({
      title: title('Scheduled OI'),
      type: 1,
      startTime: at(24),
      endTime: at(26),
    });
    running = await storeContest({
      title: title('Running'),
      auth: contestAuthCode.private,
      pwd: 'secret',
      count: 3,
    });
    await storeContest({ title: title('Hidden'), visible: false });
    await storeContest({ title: title('Group'), gid: 42 });
  });

  it('shows visitors the visible site contests, running, then scheduled, then ended, with their status', async () => {
    const page = await listOfRun('', (page) => page.total === 3);
    expect(page.records.map((row) => row.title)).toEqual([running.title, scheduled.title, ended.title]);
    expect(page.records.map((row) => row.status)).toEqual([0, -1, 1]);
    expect(page.size).toBe(contestRules.listPageSize);
    expect(page.records[0]).toEqual({
      id: running.cid,
      author: running.author,
      title: running.title,
      type: 0,
      auth: contestAuthCode.private,
      status: 0,
      startTime: running.startTime,
      endTime: running.endTime,
      duration: running.duration,
      openRank: false,
      count: 3,
      gid: null,
    });
    expect(JSON.stringify(page)).not.toContain('secret');
  });

  it.each([
    ['status=0', ['Running']],
    ['status=-1', ['Scheduled OI']],
    ['status=1', ['Ended']],
    ['type=1', ['Scheduled OI']],
    ['status=&type=', ['Running', 'Scheduled OI', 'Ended']],
    ['limit=1&currentPage=2', ['Scheduled OI']],
  ])('with %s shows %o', async (query, names) => {
    const page = await listOfRun(query, (page) => page.records.length === names.length);
    expect(page.records.map((row) => row.title)).toEqual(names.map((name) => `${name} ${run}`));
  });

  it.each([
    ['status=2', 'status'],
    ['type=7', 'type'],
    ['keyword=' + 'k'.repeat(101), 'keyword'],
  ])('refuses %s naming the field', async (query, field) => {
    const answer = await list(query);
    expect(answer.status).toBe(400);
    expect(answer.msg).toContain(field);
  });
});

describe('a contest head', () => {
  it('answers the ContestVO with its creator and the server clock to a logged-in account, without the password', async () => {
    const contest = await storeContest({ auth: contestAuthCode.private, pwd: 'hush', description: 'Rules' });
    const { token } = await user();
    const before = Date.now();
    const { envelope } = await info(contest.cid, token);
    expect(envelope.status, envelope.msg).toBe(200);
    expect(envelope.data).toMatchObject({
      id: contest.cid,
      uid: contest.uid,
      author: contest.author,
      title: contest.title,
      description: 'Rules',
      status: 0,
      auth: contestAuthCode.private,
      sealRank: false,
      sealRankTime: null,
      openPrint: false,
      rankShowName: 'username',
      oiRankScoreType: 'Recent',
      allowEndSubmit: false,
      source: 0,
      count: 0,
    });
    expect(Math.abs(Date.parse(envelope.data.now) - before)).toBeLessThan(60_000);
    expect(envelope.data).not.toHaveProperty('pwd');
  });

  it('needs a login', async () => {
    const contest = await storeContest();
    expect((await call(`/api/get-contest-info?cid=${contest.cid}`, null)).httpStatus).toBe(401);
  });

  it('shows a hidden contest to its creator and the super admin only', async () => {
    const owner = await user();
    const contest = await storeContest({ visible: false, uid: owner.uid });
    const stranger = await user();
    const refused = (await info(contest.cid, stranger.token)).envelope;
    expect([refused.status, refused.msg]).toEqual([404, `The contest does not exist: ${contest.cid}`]);
    expect((await info(contest.cid, owner.token)).envelope.status).toBe(200);
    expect((await info(contest.cid, root.token)).envelope.status).toBe(200);
  });

  it('answers a contest that does not exist as not found, and a cid that is no id as invalid', async () => {
    const { token } = await user();
    const missing = (await info(missingContestId, token)).envelope;
    expect([missing.status, missing.msg]).toEqual([404, `The contest does not exist: ${missingContestId}`]);
    const invalid = (await call('/api/get-contest-info?cid=abc', token)).envelope;
    expect(invalid.status).toBe(400);
    expect(invalid.msg).toContain('cid');
  });
});

describe('registering for a contest', () => {
  it('registers with the right password once, counting the account on the contest and in the list', async () => {
    const contest = await storeContest({
      title: `Count ${run}`,
      auth: contestAuthCode.private,
      pwd: 'open sesame',
    });
    const { token } = await user();
    const answers = await Promise.all([1, 2, 3].map(() => register(contest.cid, 'open sesame', token)));
    const statuses = answers.map((answer) => answer.envelope.status).sort();
    expect(statuses).toEqual([200, 400, 400]);
    const again = (await register(contest.cid, 'open sesame', token)).envelope;
    expect([again.status, again.msg]).toEqual([400, 'You have already registered for this contest']);
    expect((await info(contest.cid, token)).envelope.data.count).toBe(1);
    const page = await listOfRun('', (page) =>
      page.records.some((row) => row.id === contest.cid && row.count === 1),
    );
    expect(page.records.find((row) => row.id === contest.cid)?.count).toBe(1);
  });

  it('counts every account of a burst registering at the same moment exactly once', async () => {
    const contest = await storeContest({ auth: contestAuthCode.protected, pwd: 'pw' });
    const accounts = await Promise.all(Array.from({ length: 20 }, () => user()));
    const answers = await Promise.all(accounts.map(({ token }) => register(contest.cid, 'pw', token)));
    expect(answers.map((answer) => answer.envelope.status)).toEqual(accounts.map(() => 200));
    expect((await info(contest.cid, root.token)).envelope.data.count).toBe(20);
  });

  it.each([
    ['an empty password', '', 'Enter the contest password'],
    ['no password', null, 'Enter the contest password'],
    ['a wrong password', 'open', 'The contest password is wrong, enter it again'],
  ])('refuses %s, naming it, and registers nothing', async (_name, password, message) => {
    const contest = await storeContest({ auth: contestAuthCode.private, pwd: 'open sesame' });
    const { token } = await user();
    const refused = (await register(contest.cid, password, token)).envelope;
    expect([refused.status, refused.msg]).toEqual([400, message]);
    expect(await access(contest.cid, token)).toMatchObject({ data: { access: false } });
    expect((await info(contest.cid, token)).envelope.data.count).toBe(0);
  });

  it('answers that a public contest needs no registration', async () => {
    const contest = await storeContest();
    const { token } = await user();
    const refused = (await register(contest.cid, 'x', token)).envelope;
    expect(refused.status).toBe(400);
    expect(refused.msg).toMatch(/public/);
  });

  it('refuses an account outside the contest account rule and registers one inside it', async () => {
    const inside = await user();
    const outside = await user();
    const contest = await storeContest({
      auth: contestAuthCode.protected,
      pwd: 'pw',
      openAccountLimit: true,
      accountLimitRule: `<prefix>team</prefix><start>1</start><end>9</end><extra>${usernameOf(inside.uid)}</extra>`,
    });
    const refused = (await register(contest.cid, 'pw', outside.token)).envelope;
    expect(refused.status).toBe(403);
    expect(refused.msg).toContain(usernameOf(outside.uid));
    expect((await register(contest.cid, 'pw', inside.token)).envelope.status).toBe(200);
    expect(await access(contest.cid, inside.token)).toMatchObject({ data: { access: true } });
    expect(await access(contest.cid, outside.token)).toMatchObject({ data: { access: false } });
  });

  it('needs a login and refuses a hidden contest as not found', async () => {
    const contest = await storeContest({ auth: contestAuthCode.private, pwd: 'pw', visible: false });
    expect((await call('/api/register-contest', null, { cid: contest.cid, password: 'pw' })).httpStatus).toBe(
      401,
    );
    const { token } = await user();
    expect((await register(contest.cid, 'pw', token)).envelope.status).toBe(404);
  });
});

describe('counting a contest’s participants', () => {
  /** A contest holding a quiz paper as `A`, so a submission is graded at once, without a judge. */
  async function contestWithQuiz(overrides: Partial<StoredContest> = {}) {
    const contest = await storeContest(overrides);
    const quiz = await quizProblem();
    await linkContestProblems(contest.cid, { A: quiz });
    const handIn = (token: string) =>
      submit(token, {
        pid: quiz.pid,
        cid: contest.cid,
        language: 'Quiz',
        code: encodeAnswerSheet(['B', 'T']),
      });
    return { contest, handIn };
  }
  const countOf = async (cid: number) => (await info(cid, root.token)).envelope.data.count;

  it('counts everyone who submits to a public contest, on its head and in the list', async () => {
    const { contest, handIn } = await contestWithQuiz({ title: `Public count ${run}` });
    const accounts = await Promise.all([user(), user(), user()]);
    for (const { token } of accounts) expect((await handIn(token)).envelope.status).toBe(200);
    expect(await countOf(contest.cid)).toBe(3);
    const page = await listOfRun('', (page) =>
      page.records.some((row) => row.id === contest.cid && row.count === 3),
    );
    expect(page.records.find((row) => row.id === contest.cid)?.count).toBe(3);
  });

  it('counts who registered and then submitted once, and an admin’s tries before the start not at all', async () => {
    const { contest, handIn } = await contestWithQuiz({ auth: contestAuthCode.protected, pwd: 'pw' });
    const registered = await user();
    expect((await register(contest.cid, 'pw', registered.token)).envelope.status).toBe(200);
    expect(await countOf(contest.cid)).toBe(1);
    expect((await handIn(registered.token)).envelope.status).toBe(200);
    expect(await countOf(contest.cid)).toBe(1);

    const early = await contestWithQuiz({ startTime: at(1), endTime: at(3) });
    expect((await early.handIn(root.token)).envelope.status).toBe(200);
    expect(await countOf(early.contest.cid)).toBe(0);
  });

  it('counts each account exactly once when its first submissions and its registration come at once', async () => {
    const contest = await storeContest({ auth: contestAuthCode.protected, pwd: 'pw' });
    const accounts = await Promise.all(Array.from({ length: 6 }, () => user()));
    await Promise.all(
      accounts.flatMap(({ token, uid }, index) => [
        countSubmittingParticipant(contest.cid, uid),
        countSubmittingParticipant(contest.cid, uid),
        ...(index % 2 === 0 ? [register(contest.cid, 'pw', token)] : []),
      ]),
    );
    expect(await countOf(contest.cid)).toBe(6);
  });
});

describe('contest access', () => {
  it.each([
    ['public', contestAuthCode.public, true],
    ['private', contestAuthCode.private, false],
    ['protected', contestAuthCode.protected, false],
  ])('is granted in a %s contest before registering: %s', async (_name, auth, expected) => {
    const contest = await storeContest({ auth, pwd: auth === 0 ? '' : 'pw' });
    const { token } = await user();
    expect(await access(contest.cid, token)).toMatchObject({ status: 200, data: { access: expected } });
  });

  it('is granted in a private contest after registering, and to its creator without registering', async () => {
    const owner = await user();
    const contest = await storeContest({ auth: contestAuthCode.private, pwd: 'pw', uid: owner.uid });
    const { token } = await user();
    await register(contest.cid, 'pw', token);
    expect(await access(contest.cid, token)).toMatchObject({ data: { access: true } });
    expect(await access(contest.cid, owner.token)).toMatchObject({ data: { access: true } });
  });

  it('needs a login', async () => {
    const contest = await storeContest();
    expect((await call(`/api/get-contest-access?cid=${contest.cid}`, null)).httpStatus).toBe(401);
  });
});

describe('the home page recent contests', () => {
  it('are the visible site contests running or starting within two weeks, the first to start first', async () => {
    const title = (name: string) => `Recent ${name} ${run}`;
    const soon = await storeContest({ title: title('soon'), startTime: at(48), endTime: at(50) });
    const now = await storeContest({ title: title('now') });
    await storeContest({ title: title('far'), startTime: at(24 * 15), endTime: at(24 * 15 + 2) });
    await storeContest({ title: title('over'), startTime: at(-5), endTime: at(-3) });
    await storeContest({ title: title('hidden'), visible: false });
    const mine = async () =>
      (await call<ContestSummary[]>('/api/get-recent-contest', null)).envelope.data.filter(
        (row) => row.title.startsWith('Recent ') && row.title.endsWith(run),
      );
    const rows = await eventually(mine, (rows) => rows.length >= 2);
    expect(rows.map((row) => row.title)).toEqual([now.title, soon.title]);
    expect(rows.map((row) => row.status)).toEqual([0, -1]);
  });

  it('answers other judges contests as a list of those not started yet (empty while none was ever reached)', async () => {
    const answer = (await call('/api/get-recent-other-contest', null)).envelope;
    expect(answer.status).toBe(200);
    expect(Array.isArray(answer.data)).toBe(true);
    for (const contest of answer.data as unknown as { startTime: string }[])
      expect(Date.parse(contest.startTime)).toBeGreaterThan(Date.now() - 60_000);
  });
});
