import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  contestType,
  judgeStatus,
  roleCodes,
  type CarouselItem,
  type Envelope,
  type RoleCode,
  type StoredContest,
} from '@oj/shared';
import { zipOf } from '../src/modules/file/testcase-archive/archive-fixtures';
import { xlsxRows } from '../src/modules/file/xlsx-read-back';
import { avatarObjectKey } from '../src/data/avatars/avatar-keys';
import { putAvatarObject } from '../src/data/avatars/store-avatar';
import type { Submission } from '../src/data/submissions/submission-item';
import { callApi, eventually, sessionToken, storedAccount, useLocalStack } from './local-stack';
import { storeContestAB, storeJudgedContestSubmission } from './contest-fixtures';
import { account } from './submission-fixtures';
import { onePixelPng } from './picture-fixtures';

/*
 * The file calls as the original HOJ client makes them (contract-reference.md §1 and the client's
 * views): the links it shows pictures at, and the uploads its upload widget posts with cookies only.
 */

const english = { 'accept-language': 'en-US' };
const testData = zipOf({ '1.in': '1 2\n', '1.out': '3\n' });

let url: string;
/** The site's origin, as a browser on one of its pages sends it. */
let siteOrigin: string;
beforeAll(() => {
  ({ url } = useLocalStack());
  siteOrigin = new URL(url).origin;
});

interface Login {
  uid: string;
  username: string;
  password: string;
  token: string;
  /** The `Set-Cookie` lines of the login's answer. */
  setCookies: string[];
  /** What the browser sends back on an upload: the upload cookie as `name=value`. */
  cookie: string;
}

/** A new account of `roleCode`, logged in through `/api/login` as the original client does. */
async function logIn(roleCode: RoleCode): Promise<Login> {
  const account = await storedAccount('oc', undefined, { roleCode });
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...english },
    body: JSON.stringify({ username: account.username, password: account.password }),
  });
  const envelope = (await response.json()) as Envelope<unknown>;
  expect(envelope.status, envelope.msg).toBe(200);
  const setCookies = response.headers.getSetCookie();
  const cookie = setCookies[0]?.split(';')[0] ?? '';
  return { ...account, token: response.headers.get('authorization') ?? '', setCookies, cookie };
}

/** A POST as `el-upload` sends it: a form, the browser's cookies and Origin, no Authorization header. */
async function widgetUpload<T>(
  path: string,
  form: FormData,
  options: { cookie?: string; origin?: string | null; authorization?: string } = {},
): Promise<{ httpStatus: number; envelope: Envelope<T> }> {
  const headers = new Headers(english);
  if (options.cookie) headers.set('cookie', options.cookie);
  const origin = options.origin === undefined ? siteOrigin : options.origin;
  if (origin !== null) headers.set('origin', origin);
  if (options.authorization) headers.set('authorization', options.authorization);
  const response = await fetch(`${url}${path}`, { method: 'POST', body: form, headers });
  return { httpStatus: response.status, envelope: (await response.json()) as Envelope<T> };
}

function testcaseForm(): FormData {
  const form = new FormData();
  form.set('file', new Blob([testData], { type: 'application/zip' }), 'cases.zip');
  return form;
}

function pictureForm(): FormData {
  const form = new FormData();
  form.set('file', new Blob([onePixelPng], { type: 'image/png' }), 'banner.png');
  return form;
}

const uploadTestcaseZip = '/api/file/upload-testcase-zip?mode=default';

describe('public files, as the original client links them', () => {
  it('links a new avatar under /api/public/img/, the original server’s prefix, and serves it there', async () => {
    const user = await logIn(roleCodes.defaultUser);
    const form = new FormData();
    form.set('image', new Blob([onePixelPng], { type: 'image/png' }), 'avatar.png');
    const response = await fetch(`${url}/api/file/upload-avatar`, {
      method: 'POST',
      body: form,
      headers: { ...english, authorization: user.token },
    });
    const envelope = (await response.json()) as Envelope<{ avatar: string }>;
    expect(envelope.data.avatar).toMatch(/^\/api\/public\/img\/avatar\/[0-9a-f]{32}\/[0-9a-f]{32}\.png$/);
    const served = await fetch(`${url}${envelope.data.avatar}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('still serves an avatar whose profile holds the older /public/avatar/ link', async () => {
    const uid = randomUUID().replaceAll('-', '');
    await putAvatarObject(avatarObjectKey(uid, 'old.png'), onePixelPng, 'image/png');
    for (const path of [
      `/public/avatar/${uid}/old.png`,
      `/api/public/avatar/${uid}/old.png`,
      `/api/public/img/avatar/${uid}/old.png`,
    ]) {
      const served = await fetch(`${url}${path}`);
      expect(served.status, path).toBe(200);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(onePixelPng);
    }
  });

  it('links statement pictures under /api/public/img/ and statement files under /api/public/file/', async () => {
    const admin = await logIn(roleCodes.admin);
    const upload = async (path: string, field: string, name: string) => {
      const form = new FormData();
      form.set(field, new Blob([onePixelPng], { type: 'image/png' }), name);
      const response = await fetch(`${url}${path}`, {
        method: 'POST',
        body: form,
        headers: { ...english, authorization: admin.token },
      });
      return ((await response.json()) as Envelope<{ link: string }>).data.link;
    };
    const picture = await upload('/api/file/upload-md-img', 'image', 'figure.png');
    const file = await upload('/api/file/upload-md-file', 'file', 'data.bin');
    expect(picture).toMatch(/^\/api\/public\/img\/md\/[0-9a-f]{32}\.png$/);
    expect(file).toMatch(/^\/api\/public\/file\/md\/[0-9a-f]{32}\.bin$/);
    for (const link of [picture, file, picture.replace('/api/public/img/', '/public/')])
      expect((await fetch(`${url}${link}`)).status, link).toBe(200);
  });
});

describe('uploads the original client posts with its upload widget (cookies, no Authorization)', () => {
  it('sets at login one HttpOnly, SameSite=Strict upload cookie per upload path, not Secure over http', async () => {
    const admin = await logIn(roleCodes.admin);
    const paths = admin.setCookies.map((line) => /; Path=([^;]+)/.exec(line)?.[1]);
    expect(paths.sort()).toEqual(
      [
        '/api/file/upload-carouse-img',
        '/api/file/upload-carousel-img',
        '/api/file/upload-testcase-zip',
      ].sort(),
    );
    for (const line of admin.setCookies) {
      expect(line).toMatch(/^oj-upload=[^;]+; Path=/);
      expect(line).toContain('; HttpOnly');
      expect(line).toContain('; SameSite=Strict');
      // About the token's 24 hours: the session's remaining life.
      expect(Number(/; Max-Age=(\d+)/.exec(line)?.[1])).toBeGreaterThan(23 * 3600);
      expect(line).not.toContain('Secure');
    }
  });

  it('accepts a test data zip sent with only the cookie from a page of the site', async () => {
    const admin = await logIn(roleCodes.admin);
    const { httpStatus, envelope } = await widgetUpload<{ fileList: unknown[] }>(
      uploadTestcaseZip,
      testcaseForm(),
      { cookie: admin.cookie },
    );
    expect(httpStatus).toBe(200);
    expect(envelope.status, envelope.msg).toBe(200);
    expect(envelope.data.fileList).toEqual([{ input: '1.in', output: '1.out' }]);
  });

  it('answers 401 to the same upload without a cookie, as the client expects of a visitor', async () => {
    const { httpStatus, envelope } = await widgetUpload(uploadTestcaseZip, testcaseForm());
    expect(httpStatus).toBe(401);
    expect(envelope.status).toBe(401);
  });

  it('is no login for any other call, and no token in the Authorization header', async () => {
    const admin = await logIn(roleCodes.admin);
    const authInfo = await callApi(`${url}/api/get-user-auth-info`, {
      headers: { ...english, cookie: admin.cookie, origin: siteOrigin },
    });
    expect(authInfo.httpStatus).toBe(401);
    const markdownPicture = new FormData();
    markdownPicture.set('image', new Blob([onePixelPng], { type: 'image/png' }), 'figure.png');
    expect(
      (await widgetUpload('/api/file/upload-md-img', markdownPicture, { cookie: admin.cookie })).httpStatus,
    ).toBe(401);
    const asToken = admin.cookie.slice('oj-upload='.length);
    expect(
      (await widgetUpload(uploadTestcaseZip, testcaseForm(), { authorization: asToken })).httpStatus,
    ).toBe(401);
  });

  it('refuses the cookie from a page of another origin, or from no page at all', async () => {
    const admin = await logIn(roleCodes.admin);
    for (const origin of ['https://attacker.example', 'http://127.0.0.2:1', 'null', null]) {
      const { httpStatus, envelope } = await widgetUpload(uploadTestcaseZip, testcaseForm(), {
        cookie: admin.cookie,
        origin,
      });
      expect(httpStatus, String(origin)).toBe(403);
      expect(envelope.msg).toBe(
        'Uploads are accepted from pages of this site only; this request came from another site',
      );
    }
  });

  it('refuses a cookie whose proof does not hold', async () => {
    const admin = await logIn(roleCodes.admin);
    const forged = `oj-upload=${admin.uid}.${randomUUID()}.${admin.cookie.split('.').at(-1) ?? ''}`;
    expect((await widgetUpload(uploadTestcaseZip, testcaseForm(), { cookie: forged })).httpStatus).toBe(401);
  });

  it('ends with the session: logout clears it and refuses it from then on', async () => {
    const admin = await logIn(roleCodes.admin);
    expect((await widgetUpload(uploadTestcaseZip, testcaseForm(), { cookie: admin.cookie })).httpStatus).toBe(
      200,
    );
    const logout = await fetch(`${url}/api/logout`, { headers: { ...english, authorization: admin.token } });
    const cleared = logout.headers.getSetCookie();
    expect(cleared).toHaveLength(3);
    for (const line of cleared) expect(line).toMatch(/^oj-upload=; Path=[^;]+; Max-Age=0;/);
    const { httpStatus } = await widgetUpload(uploadTestcaseZip, testcaseForm(), { cookie: admin.cookie });
    expect(httpStatus).toBe(401);
  });

  it('ends with every session of the account when its password changes', async () => {
    const admin = await logIn(roleCodes.admin);
    expect((await widgetUpload(uploadTestcaseZip, testcaseForm(), { cookie: admin.cookie })).httpStatus).toBe(
      200,
    );
    const change = await callApi(`${url}/api/change-password`, {
      method: 'POST',
      token: admin.token,
      headers: english,
      body: JSON.stringify({ oldPassword: admin.password, newPassword: `${admin.password}-new` }),
    });
    expect(change.envelope.status, change.envelope.msg).toBe(200);
    const { httpStatus } = await widgetUpload(uploadTestcaseZip, testcaseForm(), { cookie: admin.cookie });
    expect(httpStatus).toBe(401);
  });

  it('is handed out again with a renewed token, so a login from before it existed gets one', async () => {
    const old = await sessionToken(roleCodes.admin, Date.now() - 13 * 3600 * 1000);
    const renewal = await fetch(`${url}/api/get-user-auth-info`, {
      headers: { ...english, authorization: old.token },
    });
    expect(renewal.headers.get('refresh-token')).toBe('true');
    const cookie = renewal.headers.getSetCookie()[0]?.split(';')[0];
    expect(cookie).toMatch(new RegExp(`^oj-upload=${old.uid}\\.${old.sessionId}\\.`));
    expect((await widgetUpload(uploadTestcaseZip, testcaseForm(), { cookie })).httpStatus).toBe(200);
  });

  it('keeps the roles of the call: a default user’s cookie uploads no test data', async () => {
    const user = await logIn(roleCodes.defaultUser);
    const { httpStatus } = await widgetUpload(uploadTestcaseZip, testcaseForm(), { cookie: user.cookie });
    expect(httpStatus).toBe(403);
  });
});

describe('the carousel of the original admin client', () => {
  it('uploads a picture to upload-carouse-img with the cookie, lists it on the home page and deletes it', async () => {
    const root = await logIn(roleCodes.superAdmin);
    const carouseCookie = root.setCookies
      .find((line) => line.includes('Path=/api/file/upload-carouse-img'))
      ?.split(';')[0];
    const uploaded = await widgetUpload<CarouselItem>('/api/file/upload-carouse-img', pictureForm(), {
      cookie: carouseCookie,
    });
    expect(uploaded.envelope.status, uploaded.envelope.msg).toBe(200);
    // The client reads `response.data.id` to delete what it just uploaded, and shows `url`.
    const { id, url: pictureUrl } = uploaded.envelope.data;
    expect(pictureUrl).toMatch(/^\/api\/public\/img\/avatar\/carousel\/[0-9a-f]{32}\.png$/);
    expect((await fetch(`${url}${pictureUrl}`)).status).toBe(200);

    const home = await eventually(
      () => callApi<CarouselItem[]>(`${url}/api/home-carousel`),
      (answer) => answer.envelope.data.some((item) => item.id === id),
    );
    expect(home.envelope.data.find((item) => item.id === id)).toMatchObject({ id, url: pictureUrl });

    const deleted = await callApi(`${url}/api/admin/config/home-carousel?id=${id}`, {
      method: 'DELETE',
      token: root.token,
      headers: { ...english, 'url-type': 'admin' },
    });
    expect(deleted.envelope).toMatchObject({ status: 200, data: null });
    expect((await fetch(`${url}${pictureUrl}`)).status).toBe(404);
  });
});

describe('the board as the spreadsheet the original client downloads', () => {
  let owner: { uid: string; token: string };
  let contestant: { uid: string; token: string };
  beforeAll(async () => {
    [owner, contestant] = await Promise.all([
      sessionToken(roleCodes.admin),
      sessionToken(roleCodes.defaultUser),
    ]);
  });

  /** A contest of `owner` with problems A and B, started three hours ago, lasting `lengthMinutes`. */
  const contestOf = (overrides: Partial<StoredContest>, lengthMinutes: number) =>
    storeContestAB({ uid: owner.uid, ...overrides }, { firstPid: 910_000, lengthMinutes });

  /** A submission stored with its verdict, `minutes` after the start: the board takes it in. */
  async function submit(
    contest: StoredContest,
    who: { uid: string; username: string },
    displayId: 'A' | 'B',
    minutes: number,
    status: number,
    extra: Partial<Submission> = {},
  ): Promise<void> {
    const pid = displayId === 'A' ? 910_000 : 910_001;
    await storeJudgedContestSubmission(contest, who, { pid, displayId }, minutes, status, extra);
  }

  async function download(query: string, token: string | null = owner.token) {
    const response = await fetch(`${url}/api/file/download-contest-rank?${query}`, {
      headers: { ...english, ...(token ? { authorization: token } : {}) },
    });
    const type = response.headers.get('content-type') ?? '';
    const bytes = new Uint8Array(await response.arrayBuffer());
    return {
      httpStatus: response.status,
      type,
      disposition: response.headers.get('content-disposition') ?? '',
      rows: type.includes('spreadsheetml') ? xlsxRows(bytes) : [],
      envelope: type.includes('json')
        ? (JSON.parse(new TextDecoder().decode(bytes)) as Envelope<null>)
        : null,
    };
  }

  const { accepted: AC, wrongAnswer: WA, compileError: CE, pending } = judgeStatus;

  it('lays out an ACM board row by row in board order, with ranks, totals and a cell per problem', async () => {
    const [alice, bob, star, erin] = await Promise.all([
      account(roleCodes.defaultUser, 'Alice Real'),
      account(roleCodes.defaultUser, 'Bob Real'),
      account(roleCodes.defaultUser, 'Star Real'),
      account(roleCodes.defaultUser, 'Erin Real'),
    ]);
    // Ended an hour ago: erin's accepted answer at minute 150 came after the end.
    const contest = await contestOf({ rankShowName: 'realname', starAccount: [star.username] }, 120);
    await submit(contest, alice, 'A', 5, WA);
    await submit(contest, alice, 'A', 10, AC);
    await submit(contest, alice, 'B', 20, AC);
    await submit(contest, bob, 'A', 8, AC);
    await submit(contest, bob, 'B', 9, CE);
    await submit(contest, bob, 'B', 30, AC);
    await submit(contest, star, 'A', 1, AC);
    await submit(contest, erin, 'A', 100, WA);
    await submit(contest, erin, 'B', 110, pending);
    await submit(contest, erin, 'A', 150, AC);

    // The client's own call: `forceRefresh` and `containEnd` as its board's switches stand.
    const sheet = await download(`cid=${contest.cid}&forceRefresh=false&containEnd=false`);
    expect(sheet.httpStatus).toBe(200);
    expect(sheet.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    // The client names the file by what follows `filename=`.
    expect(sheet.disposition.split('filename=')[1]).toBe(`contest_${contest.cid}_rank.xlsx`);
    expect(sheet.rows).toEqual([
      [
        'Rank',
        'Username',
        'ShowName',
        'Real Name',
        'School',
        'AC',
        'Total Submission',
        'Total Penalty Time',
        'A',
        'B',
      ],
      [1, bob.username, 'Bob Real', 'Bob Real', '', 2, 2, 8 * 60 + 30 * 60, '+(1)', '+(1)'],
      [2, alice.username, 'Alice Real', 'Alice Real', '', 2, 3, 10 * 60 + 20 * 60 + 20 * 60, '+(2)', '+(1)'],
      ['*', star.username, 'Star Real', 'Star Real', '', 1, 1, 60, '+(1)', ''],
      [3, erin.username, 'Erin Real', 'Erin Real', '', 0, 2, 0, '-(1)', '?(1)'],
    ]);

    const withEnd = await download(`cid=${contest.cid}&forceRefresh=true&containEnd=true&removeStar=true`);
    expect(withEnd.rows.map((row) => [row[0], row[1], row[8]])).toEqual([
      ['Rank', 'Username', 'A'],
      [1, bob.username, '+(1)'],
      [2, alice.username, '+(2)'],
      // Shown after the end, never counted.
      [3, erin.username, '+(2)*'],
    ]);
  });

  it('lays out an OI board with the total score and each problem’s counted score', async () => {
    const [first, second] = await Promise.all([account(), account()]);
    const contest = await contestOf({ type: contestType.oi, oiRankScoreType: 'Highest' }, 300);
    await submit(contest, first, 'A', 10, AC, { score: 100, timeMs: 12 });
    await submit(contest, first, 'B', 20, judgeStatus.partialAccepted, { score: 30, timeMs: 5 });
    await submit(contest, second, 'A', 15, judgeStatus.partialAccepted, { score: 60, timeMs: 7 });
    const sheet = await download(`cid=${contest.cid}&forceRefresh=false&containEnd=false`);
    expect(sheet.rows).toEqual([
      ['Rank', 'Username', 'ShowName', 'Real Name', 'School', 'Total Score', 'A', 'B'],
      [1, first.username, first.username, '', '', 130, 100, 30],
      [2, second.username, second.username, '', '', 60, 60, ''],
    ]);
  });

  it('is the contest admins’ only, after entering the contest as the board call does', async () => {
    const contest = await contestOf({}, 300);
    const hidden = await contestOf({ visible: false }, 300);
    const query = (cid: number) => `cid=${cid}&forceRefresh=false&containEnd=false`;
    expect((await download(query(contest.cid), null)).httpStatus).toBe(401);
    const refused = await download(query(contest.cid), contestant.token);
    expect(refused.envelope).toMatchObject({
      status: 403,
      msg: `Only the admins of contest ${contest.cid} (its creator, a super admin or a root of its group) may do this`,
    });
    // A hidden contest is not found for anyone but its admins, as on the board.
    expect((await download(query(hidden.cid), contestant.token)).envelope?.status).toBe(404);
    expect((await download(query(hidden.cid))).httpStatus).toBe(200);
    const root = await sessionToken(roleCodes.superAdmin);
    expect((await download(query(contest.cid), root.token)).httpStatus).toBe(200);
    expect((await download('cid=x&forceRefresh=false')).envelope?.status).toBe(400);
  });
});
