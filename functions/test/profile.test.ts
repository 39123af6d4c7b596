import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { roleCodes, type ProfileUser, type RoleCode, type UserHomeInfo } from '@oj/shared';
import {
  callApi,
  eventually,
  mailTextsTo,
  storedAccount,
  useLocalStack,
  type ApiAnswer,
} from './local-stack';
import { storeProblem } from './problem-fixtures';
import { dynamo, tableName } from '../src/data/dynamo-client';
import { userDayKey, userProblemBestKey, userStatsKey } from '../src/data/stats/stats-keys';
import { recentUtcDays } from '../src/data/stats/recent-days';
import { createUser } from '../src/data/users/create-user';
import { untilPublicConfigShows } from './public-config';

let url: string;
const run = randomUUID().slice(0, 6).toLowerCase();
const english = { 'accept-language': 'en-US' };
const password = 'secret-123';

interface Account {
  uid: string;
  username: string;
  email: string;
  token: string;
}

/** A real account, logged in through the login call. */
async function newAccount(roleCode: RoleCode = roleCodes.defaultUser, realname = ''): Promise<Account> {
  const { uid, username, email } = await storedAccount('p', password, { roleCode, realname, school: '12' });
  const login = await callApi(`${url}/api/login`, {
    method: 'POST',
    body: JSON.stringify({ username, password }),
  });
  return { uid, username, email, token: login.headers.get('authorization') ?? '' };
}

const get = <T>(path: string, token?: string): Promise<ApiAnswer<T>> =>
  callApi<T>(`${url}/api/${path}`, { headers: english, token });
const post = <T>(path: string, body: unknown, token?: string): Promise<ApiAnswer<T>> =>
  callApi<T>(`${url}/api/${path}`, { method: 'POST', body: JSON.stringify(body), headers: english, token });
const capacity = (answer: ApiAnswer) => answer.headers.get('x-consumed-capacity');

async function put(item: Record<string, unknown>): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: item }));
}

async function addProblem(
  name: string,
  difficulty: number,
  auth: 1 | 2,
): Promise<{ pid: number; problemId: string }> {
  const problemId = `U${run}${name}`;
  const { problem } = await storeProblem({
    ...{ problemId, title: `Profile ${name}`, description: '', difficulty, type: 1, auth },
  });
  return { pid: problem.pid, problemId };
}

/** The UTC day `daysAgo` days before today. */
const dayBefore = (daysAgo: number) => recentUtcDays(daysAgo + 1)[0] ?? '';

let solver: Account;
let stranger: Account;
let admin: Account;
type ProblemRef = { pid: number; problemId: string };
let easy: ProblemRef;
let hard: ProblemRef;
let hidden: ProblemRef;

beforeAll(async () => {
  ({ url } = useLocalStack());
  solver = await newAccount(roleCodes.defaultUser, 'Ada ZA');
  stranger = await newAccount();
  admin = await newAccount(roleCodes.admin);
  easy = await addProblem('EASY', 1, 1);
  hard = await addProblem('HARD', 3, 1);
  hidden = await addProblem('HIDDEN', 2, 2);
  await put({
    ...userStatsKey(solver.uid),
    ...{ submitted: 12, accepted: 5, scoreSum: 42 },
    solved: new Set([easy.pid, hard.pid, hidden.pid]),
  });
  await put({ ...userProblemBestKey(solver.uid, easy.pid), bestScore: 100, bestOiRankScore: 12, status: 0 });
  await put({ ...userProblemBestKey(solver.uid, hard.pid), bestScore: 100, bestOiRankScore: 30, status: 0 });
  await put({ ...userProblemBestKey(solver.uid, 999_999_999), bestScore: 0, status: -1 });
  await put({ ...userDayKey(solver.uid, dayBefore(0)), count: 3 });
  await put({ ...userDayKey(solver.uid, dayBefore(100)), count: 2 });
  await put({ ...userDayKey(solver.uid, dayBefore(400)), count: 9 });
});

describe('the user home info', () => {
  it('shows a user’s profile, totals, solved public problems, scores and rank tier to a visitor', async () => {
    const answer = await get<UserHomeInfo>(`get-user-home-info?username=${solver.username}`);
    expect(answer.envelope.status).toBe(200);
    expect(answer.envelope.data).toMatchObject({
      uid: solver.uid,
      username: solver.username,
      realname: null,
      gender: 'secrecy',
      school: '12',
      total: 12,
      solvedList: [easy.problemId, hard.problemId],
      solvedGroupByDifficulty: {
        '1': [{ pid: easy.pid, problemId: easy.problemId, title: 'Profile EASY', difficulty: 1 }],
        '3': [{ pid: hard.pid, problemId: hard.problemId, title: 'Profile HARD', difficulty: 3 }],
      },
      scoreList: [12, 30],
      // 12 + 30 + 2 solved / 2
      rankTier: { points: 43, tier: 'bronze', level: 'V', nextLevelAt: 50, pointsToNext: 7 },
    });
    expect(answer.envelope.data.recentLoginTime).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(JSON.stringify(answer.envelope.data)).not.toContain(solver.email);
  });

  it('shows the real name to the user and to administrators only', async () => {
    const byUid = `get-user-home-info?uid=${solver.uid}`;
    expect((await get<UserHomeInfo>('get-user-home-info', solver.token)).envelope.data).toMatchObject({
      uid: solver.uid,
      realname: 'Ada ZA',
    });
    expect((await get<UserHomeInfo>(byUid, admin.token)).envelope.data.realname).toBe('Ada ZA');
    expect((await get<UserHomeInfo>(byUid, stranger.token)).envelope.data.realname).toBeNull();
  });

  it('answers 404 for an unknown user and 401 to a visitor who names nobody', async () => {
    expect((await get('get-user-home-info?username=nobody-at-all')).envelope).toMatchObject({
      status: 404,
      msg: 'The user does not exist',
    });
    expect((await get('get-user-home-info?uid=nouid')).envelope.status).toBe(404);
    const anonymous = await get('get-user-home-info');
    expect(anonymous.httpStatus).toBe(401);
    expect((await get(`get-user-home-info?username=${'x'.repeat(21)}`)).envelope.msg).toMatch(
      /^Invalid parameter username/,
    );
  });
});

describe('the calendar heatmap', () => {
  it('lists the days of the last year with judged submissions, from one key range', async () => {
    const byUid = await get<{ dataList: unknown[]; endDate: string }>(
      `get-user-calendar-heatmap?uid=${solver.uid}`,
    );
    expect(byUid.envelope.data).toEqual({
      dataList: [
        { date: dayBefore(100), count: 2 },
        { date: dayBefore(0), count: 3 },
      ],
      endDate: dayBefore(0),
    });
    expect(capacity(byUid)).toBe('read=0.5;write=0');
    const byName = await get(`get-user-calendar-heatmap?username=${solver.username}`);
    expect(byName.envelope.data).toEqual(byUid.envelope.data);
  });

  it('answers 404 for an unknown username and 401 to a visitor who names nobody', async () => {
    expect((await get('get-user-calendar-heatmap?username=nobody-at-all')).envelope.status).toBe(404);
    expect((await get('get-user-calendar-heatmap')).httpStatus).toBe(401);
  });
});

describe('changing the user info', () => {
  it('sets the profile fields, keeps the signature’s last ten paragraphs and leaves the username alone', async () => {
    const account = await newAccount();
    const signature = Array.from({ length: 12 }, (_, index) => `line ${index + 1}`).join('\n\n');
    const answer = await post<ProfileUser>(
      'change-userInfo',
      {
        ...{ username: 'renamed', nickname: ' Neo ', gender: 'female', signature, realname: 'Ada Lovelace' },
        ...{ cfUsername: 'neo_cf', blog: 'https://blog.example', github: 'neo', school: '12' },
      },
      account.token,
    );
    expect(answer.envelope.data).toMatchObject({
      uid: account.uid,
      username: account.username,
      email: account.email,
      nickname: 'Neo',
      gender: 'female',
      realname: 'Ada Lovelace',
      cfUsername: 'neo_cf',
      blog: 'https://blog.example',
      github: 'neo',
      roleList: ['user'],
    });
    expect(answer.envelope.data.signature.split('\n\n')).toEqual(signature.split('\n\n').slice(2));
    const home = await get<UserHomeInfo>(`get-user-home-info?uid=${account.uid}`);
    expect(home.envelope.data).toMatchObject({ username: account.username, nickname: 'Neo', github: 'neo' });
  });

  it('lets only administrators change the coin balance (school) and the number', async () => {
    const account = await newAccount();
    expect((await post('change-userInfo', { school: '999' }, account.token)).envelope).toMatchObject({
      status: 403,
      msg: 'Only an administrator can change school',
    });
    expect((await post('change-userInfo', { number: 'vip3' }, account.token)).envelope.msg).toBe(
      'Only an administrator can change number',
    );
    const changed = await post<ProfileUser>(
      'change-userInfo',
      { school: '999', number: 'vip1' },
      admin.token,
    );
    expect(changed.envelope.data).toMatchObject({ school: '999', number: 'vip1' });
  });

  it('refuses a real name that would open a blocked problem prefix, but keeps one given before', async () => {
    const account = await newAccount();
    expect((await post('change-userInfo', { realname: 'Bob za' }, account.token)).envelope).toMatchObject({
      status: 403,
      msg: 'The real name cannot contain the blocked problem prefix ZA; ask an administrator',
    });
    const kept = await post<ProfileUser>('change-userInfo', { realname: 'Ada Lovelace ZA' }, solver.token);
    expect(kept.envelope.data.realname).toBe('Ada Lovelace ZA');
  });

  it('opens a blocked prefix only for a code an administrator granted, not one written before the block', async () => {
    const prefix = `QG${run.toUpperCase().replace(/[^A-Z0-9]/g, '')}`;
    const { problem } = await storeProblem({ problemId: `${prefix}1`, title: `Granted ${run}` });
    const early = await newAccount();
    expect((await post('change-userInfo', { realname: `Eve ${prefix}` }, early.token)).envelope.status).toBe(
      200,
    );
    const owner = await newAccount(roleCodes.superAdmin);
    const config = (await get<Record<string, unknown>>('admin/config/get-web-config', owner.token)).envelope
      .data;
    const blockedBefore = config.blockedProblemPrefixes as string[];
    const setBlocked = (prefixes: string[]) =>
      callApi(`${url}/api/admin/config/set-web-config`, {
        method: 'PUT',
        token: owner.token,
        body: JSON.stringify({ ...config, blockedProblemPrefixes: prefixes }),
      });
    await setBlocked([...blockedBefore, prefix]);
    try {
      const detail = (token: string) => get(`get-problem-detail?problemId=${problem.problemId}`, token);
      const refused = await eventually(
        () => detail(early.token),
        (answer) => answer.envelope.status !== 200,
      );
      expect(refused.envelope.status).toBe(403);
      // An administrator's own real name is a grant of its words.
      expect(
        (await post('change-userInfo', { realname: `Root ${prefix}` }, owner.token)).envelope.status,
      ).toBe(200);
      expect((await detail(owner.token)).envelope.status).toBe(200);
    } finally {
      await setBlocked(blockedBefore);
      await untilPublicConfigShows(url, { blockedProblemPrefixes: blockedBefore });
    }
  });

  it('checks each field’s rule and asks a visitor to log in', async () => {
    const account = await newAccount();
    expect((await post('change-userInfo', { gender: 'other' }, account.token)).envelope.msg).toBe(
      'The gender is one of male, female and secrecy',
    );
    expect((await post('change-userInfo', { nickname: 'n'.repeat(31) }, account.token)).envelope.msg).toBe(
      'The nickname can have at most 30 characters',
    );
    expect(
      (await post('change-userInfo', { signature: 's'.repeat(10_001) }, account.token)).envelope.msg,
    ).toBe('The signature can have at most 10000 characters');
    expect((await post('change-userInfo', { nickname: 'x' })).httpStatus).toBe(401);
  });
});

describe('changing the email', () => {
  const codeIn = async (email: string) =>
    /to this address is ([A-Z0-9]{6})\./.exec((await mailTextsTo(email))[0] ?? '')?.[1] ?? '';
  const requestCode = (email: string, token?: string) =>
    get<{ email: string }>(`get-change-email-code?email=${encodeURIComponent(email)}`, token);

  it('moves the account to a new address with the password and the mailed code, freeing the old one', async () => {
    const account = await newAccount();
    const newEmail = `moved-${account.username}@example.com`;
    expect((await requestCode(newEmail, account.token)).envelope.data).toEqual({ email: newEmail });
    const code = await codeIn(newEmail);
    expect(code).toHaveLength(6);
    const wrongPassword = await post(
      'change-email',
      { password: 'wrong-pass', newEmail, code },
      account.token,
    );
    expect(wrongPassword.envelope.msg).toBe('The current password is wrong');
    const wrongCode = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    expect(
      (await post('change-email', { password, newEmail, code: wrongCode }, account.token)).envelope.msg,
    ).toBe('The verification code is wrong or has expired');
    const moved = await post<ProfileUser>('change-email', { password, newEmail, code }, account.token);
    expect(moved.envelope.data).toMatchObject({ uid: account.uid, email: newEmail });
    const taken = await post('check-username-or-email', { email: newEmail });
    expect(taken.envelope.data).toMatchObject({ email: true });
    expect((await post('check-username-or-email', { email: account.email })).envelope.data).toMatchObject({
      email: false,
    });
  });

  it('sends at most one code a minute, and only for a free address other than the current one', async () => {
    const account = await newAccount();
    expect((await requestCode(stranger.email, account.token)).envelope.msg).toBe(
      'The email is already registered',
    );
    expect((await requestCode(account.email.toUpperCase(), account.token)).envelope.msg).toBe(
      'The new email is the same as the current one',
    );
    expect((await requestCode(`a-${account.email}`, account.token)).envelope.status).toBe(200);
    expect((await requestCode(`b-${account.email}`, account.token)).envelope.msg).toBe(
      'A code was sent already; try again in 60 seconds',
    );
  });

  it('accepts a code only for the address it was mailed to', async () => {
    const account = await newAccount();
    const mailed = `c-${account.email}`;
    await requestCode(mailed, account.token);
    const code = await codeIn(mailed);
    const other = await post(
      'change-email',
      { password, newEmail: `d-${account.email}`, code },
      account.token,
    );
    expect(other.envelope.msg).toBe('The verification code is wrong or has expired');
  });

  it('refuses an address another account took after the code went out', async () => {
    const account = await newAccount();
    const wanted = `e-${account.email}`;
    await requestCode(wanted, account.token);
    const code = await codeIn(wanted);
    await createUser({
      ...{ uid: randomUUID().replaceAll('-', ''), username: `q${run}late`, email: wanted },
      ...{ passwordHash: 'unused', roleCode: roleCodes.defaultUser, createdAt: new Date().toISOString() },
    });
    const answer = await post('change-email', { password, newEmail: wanted, code }, account.token);
    expect(answer.envelope.msg).toBe('The email is already registered');
    const home = await get<ProfileUser>('get-user-home-info', account.token);
    expect(home.envelope.data.uid).toBe(account.uid);
  });

  it('checks the fields and asks a visitor to log in', async () => {
    expect((await requestCode('not-an-email', stranger.token)).envelope.msg).toBe(
      'The email format is incorrect',
    );
    expect((await requestCode('x@example.com')).httpStatus).toBe(401);
    const short = await post(
      'change-email',
      { password, newEmail: 'x@example.com', code: '123' },
      stranger.token,
    );
    expect(short.envelope.msg).toBe('The verification code has 6 characters');
    expect(
      (await post('change-email', { password, newEmail: 'x@example.com', code: '123456' })).httpStatus,
    ).toBe(401);
  });
});

describe('uploading an avatar', () => {
  // A 1×1 PNG and a 1×1 GIF.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

  async function upload(bytes: Buffer, filename: string, token?: string, field = 'image') {
    const form = new FormData();
    form.append(field, new Blob([bytes]), filename);
    const headers: Record<string, string> = { ...english, ...(token ? { authorization: token } : {}) };
    const response = await fetch(`${url}/api/file/upload-avatar`, { method: 'POST', body: form, headers });
    return {
      httpStatus: response.status,
      envelope: (await response.json()) as { status: number; msg: string; data: ProfileUser },
    };
  }

  it('stores a picture, sets it as the avatar and serves it under /api/public/img, removing the previous one', async () => {
    const account = await newAccount();
    const first = await upload(png, 'me.PNG', account.token);
    expect(first.envelope.status).toBe(200);
    const firstUrl = first.envelope.data.avatar ?? '';
    expect(firstUrl).toMatch(new RegExp(`^/api/public/img/avatar/${account.uid}/[0-9a-f]{32}\\.png$`));
    const served = await fetch(`${url}${firstUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);

    const second = await upload(gif, 'me.jpeg', account.token);
    expect(second.envelope.data.avatar).toMatch(/\.gif$/);
    expect((await fetch(`${url}${second.envelope.data.avatar ?? ''}`)).status).toBe(200);
    expect((await fetch(`${url}${firstUrl}`)).status).toBe(404);
    const home = await get<UserHomeInfo>(`get-user-home-info?uid=${account.uid}`);
    expect(home.envelope.data.avatar).toBe(second.envelope.data.avatar);
  });

  it('refuses a file that is not a picture by its name or by its content', async () => {
    expect((await upload(Buffer.from('not a picture'), 'fake.png', stranger.token)).envelope).toMatchObject({
      status: 400,
      msg: 'File type not support',
    });
    expect((await upload(png, 'picture.txt', stranger.token)).envelope.msg).toBe('File type not support');
  });

  it('refuses a picture over 2 MB', async () => {
    const large = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024 + 1 - png.length)]);
    expect((await upload(large, 'large.png', stranger.token)).envelope).toMatchObject({
      status: 400,
      msg: 'Exceed max size limit',
    });
  });

  it('asks for the image field and for a login', async () => {
    expect((await upload(png, 'me.png', stranger.token, 'picture')).envelope.msg).toBe(
      'Invalid parameter image: Please choose the picture to upload',
    );
    expect((await upload(png, 'me.png')).httpStatus).toBe(401);
  });

  it('serves nothing else under /public or /api/public', async () => {
    expect((await fetch(`${url}/public/avatar/../secrets.json`)).status).toBe(404);
    expect((await fetch(`${url}/api/public/img/testcases/1/1.in`)).status).toBe(404);
    expect((await fetch(`${url}/public/testcases/1/1.in`)).status).toBe(404);
  });
});
