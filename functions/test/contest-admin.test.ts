import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  contestRules,
  roleCodes,
  type AdminContest,
  type AdminContestRow,
  type Page,
  type RoleCode,
} from '@oj/shared';
import { callApi, sessionToken, useLocalStack } from './local-stack';
import { storeContest } from './contest-fixtures';
import { expectRefused, nonAdminRoles, rolesBelowSuperAdmin, type CallAs } from './role-checks';
import { dynamo, tableName } from '../src/data/dynamo-client';
import { readStoredContest } from '../src/data/contests/read-stored-contest';
import {
  contestAnnouncementKey,
  contestCatalogueKey,
  contestKey,
  contestProblemKey,
  contestRegistrationKey,
  contestSequenceKey,
} from '../src/data/contests/contest-keys';

const english = { 'accept-language': 'en-US' };
const hourMs = 3600 * 1000;
const run = randomUUID().slice(0, 8);

type Session = { token: string; uid: string };
let url: string;
let root: Session;
let admin: Session;
let otherAdmin: Session;
beforeAll(async () => {
  ({ url } = useLocalStack());
  root = await sessionToken(roleCodes.superAdmin);
  admin = await sessionToken(roleCodes.admin);
  otherAdmin = await sessionToken(roleCodes.problemAdmin);
});

/** A call of `/api/admin/contest<rest>` as `token` (`null`: a visitor). */
const send = <T = null>(method: string, rest: string, token: string | null, body?: unknown) =>
  callApi<T>(`${url}/api/admin/contest${rest}`, {
    method,
    token: token ?? undefined,
    headers: english,
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const at = (offsetHours: number) => new Date(Date.now() + offsetHours * hourMs).toISOString();
const usernameOf = (uid: string) => `user-${uid.slice(0, 8)}`;

/** A valid create body: an ACM contest from tomorrow for five hours, with a unique title. */
function contestBody(fields: Record<string, unknown> = {}) {
  return {
    title: `Cup ${run} ${randomUUID().slice(0, 6)}`,
    description: 'Five problems',
    type: 0,
    auth: 0,
    startTime: at(24),
    endTime: at(29),
    ...fields,
  };
}

const list = (token: string, query = '') =>
  send<Page<AdminContestRow>>('GET', `/get-contest-list?limit=100${query}`, token);

/** Creates a contest as `session` and answers it as the admin get returns it. */
async function create(session: Session, fields: Record<string, unknown> = {}): Promise<AdminContest> {
  const body = contestBody(fields);
  const answer = await send('POST', '', session.token, body);
  expect(answer.envelope.status, answer.envelope.msg).toBe(200);
  const row = (await list(session.token, `&keyword=${encodeURIComponent(body.title as string)}`)).envelope
    .data.records[0];
  if (!row) throw new Error(`contest ${body.title as string} not listed`);
  return (await send<AdminContest>('GET', `?cid=${row.id}`, session.token)).envelope.data;
}

async function partitionSortKeys(cid: number): Promise<string[]> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': contestKey(cid).pk },
    }),
  );
  return Items.map((item) => String(item.sk)).sort();
}

async function catalogueLine(cid: number): Promise<Record<string, unknown> | undefined> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk = :sk',
      ExpressionAttributeValues: { ':pk': contestCatalogueKey(cid).pk, ':sk': contestCatalogueKey(cid).sk },
    }),
  );
  return Items[0];
}

describe('creating and reading a contest', () => {
  it('stores the form with the caller as author, a computed duration and the default awards', async () => {
    const body = contestBody({
      duration: 1,
      pwd: 'ignored for a public contest',
      starAccount: [' star1 ', ''],
    });
    expect((await send('POST', '', admin.token, body)).envelope.status).toBe(200);
    const row = (await list(admin.token, `&keyword=${encodeURIComponent(body.title)}`)).envelope.data
      .records[0];
    const contest = (await send<AdminContest>('GET', `?cid=${row?.id}`, admin.token)).envelope.data;
    expect(contest).toMatchObject({
      title: body.title,
      description: 'Five problems',
      uid: admin.uid,
      author: usernameOf(admin.uid),
      source: 0,
      type: 0,
      auth: 0,
      pwd: '',
      startTime: body.startTime,
      endTime: body.endTime,
      duration: 5 * 3600,
      status: -1,
      visible: true,
      sealRank: false,
      sealRankTime: null,
      rankShowName: 'username',
      oiRankScoreType: 'Recent',
      starAccount: ['star1'],
      gid: null,
      awardType: 0,
      awardConfigList: contestRules.defaultAwards,
      count: 0,
    });
  });

  it('gives new contests rising ids from the counter', async () => {
    const first = await create(admin);
    const second = await create(admin);
    expect(second.id).toBeGreaterThan(first.id);
  });

  it('skips an id the counter reaches that a contest stored without it already holds', async () => {
    const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: contestSequenceKey }));
    const next = Number(Item?.value ?? 0) + 1;
    await storeContest({ cid: next, uid: otherAdmin.uid, title: `Taken ${run}` });
    const created = await create(admin);
    expect(created.id).toBe(next + 1);
    expect((await readStoredContest(next))?.title).toBe(`Taken ${run}`);
  });

  it.each([
    ['an ACM contest of five hours', 0, 5, 4],
    ['an OI contest', 1, 5, 0],
    ['an ACM contest of half an hour', 0, 0.5, 0],
  ])('seals %s by default as the spec says', async (_case, type, hours, sealAfterHours) => {
    const start = at(24);
    const end = new Date(Date.parse(start) + hours * hourMs).toISOString();
    const contest = await create(admin, { type, startTime: start, endTime: end, sealRank: true });
    expect(contest.sealRankTime).toBe(new Date(Date.parse(start) + sealAfterHours * hourMs).toISOString());
  });

  it('answers status 0 for a running contest and 1 for an ended one, from the server clock', async () => {
    expect((await create(admin, { startTime: at(-1), endTime: at(1) })).status).toBe(0);
    expect((await create(admin, { startTime: at(-3), endTime: at(-1) })).status).toBe(1);
  });

  it('keeps the password of a private contest and answers it to its admins', async () => {
    expect((await create(admin, { auth: 1, pwd: 'letmein' })).pwd).toBe('letmein');
  });

  it('keeps a valid account limit rule as the tagged string', async () => {
    const rule = '<prefix>team</prefix><suffix></suffix><start>1</start><end>40</end><extra>guest</extra>';
    const contest = await create(admin, { openAccountLimit: true, accountLimitRule: rule });
    expect(contest).toMatchObject({ openAccountLimit: true, accountLimitRule: rule });
  });

  it('answers 404 naming the id of a contest that does not exist', async () => {
    const answer = await send('GET', '?cid=1999999999', root.token);
    expect(answer.envelope.status).toBe(404);
    expect(answer.envelope.msg).toContain('1999999999');
  });

  it('reads the whole stored contest without the table keys (readStoredContest)', async () => {
    const stored = await storeContest({ uid: admin.uid, title: `Stored ${run}` });
    expect(await readStoredContest(stored.cid)).toEqual(stored);
    expect(await readStoredContest(1_999_999_998)).toBeUndefined();
  });
});

describe('the contest form rules', () => {
  const award = (priority: number, num: number) => ({
    priority,
    name: 'tier',
    background: '#fff',
    color: '#000',
    num,
  });
  it.each([
    ['a missing title', { title: undefined }, 'title'],
    ['a blank title', { title: '   ' }, 'title'],
    ['a title over 255 characters', { title: 'x'.repeat(256) }, 'title'],
    ['an end before the start', { startTime: at(30), endTime: at(29) }, 'endTime'],
    ['an end equal to the start', { startTime: at(29), endTime: at(29) }, 'endTime'],
    ['a start that is not a time', { startTime: 'tomorrow' }, 'startTime'],
    ['a rule type other than 0 and 1', { type: 2 }, 'type'],
    ['an auth other than 0, 1 and 2', { auth: 3 }, 'auth'],
    ['a private contest without a password', { auth: 1 }, 'pwd'],
    ['a protected contest with a blank password', { auth: 2, pwd: '  ' }, 'pwd'],
    ['a seal time before the start', { sealRank: true, sealRankTime: at(23) }, 'sealRankTime'],
    ['a seal time after the end', { sealRank: true, sealRankTime: at(30) }, 'sealRankTime'],
    ['an unknown rank show name', { rankShowName: 'email' }, 'rankShowName'],
    ['an unknown OI score type', { oiRankScoreType: 'Average' }, 'oiRankScoreType'],
    ['an award type other than 0, 1 and 2', { awardType: 3 }, 'awardType'],
    ['an award of priority 0', { awardType: 2, awardConfigList: [award(0, 1)] }, 'awardConfigList'],
    ['an award of a negative number', { awardType: 2, awardConfigList: [award(1, -1)] }, 'awardConfigList'],
    [
      'two awards of one priority',
      { awardType: 2, awardConfigList: [award(1, 1), award(1, 2)] },
      'awardConfigList',
    ],
    [
      'awards by proportion above 100 %',
      { awardType: 1, awardConfigList: [award(1, 50), award(2, 51)] },
      'awardConfigList',
    ],
    [
      'an account limit rule with start after end',
      { openAccountLimit: true, accountLimitRule: '<start>5</start><end>1</end>' },
      'accountLimitRule',
    ],
    ['a group id', { gid: 7 }, 'gid'],
  ])('refuses %s with 400 naming %s', async (_case, fields, field) => {
    const answer = await send('POST', '', admin.token, contestBody(fields));
    expect(answer.envelope.status, answer.envelope.msg).toBe(400);
    expect(answer.envelope.msg).toContain(field);
  });

  it('keeps the other star users of a list that names one twice, that one once', async () => {
    const title = `Stars ${run}`;
    const answer = await send(
      'POST',
      '',
      admin.token,
      contestBody({ title, starAccount: ['zed', 'amy', ' zed', 'bo'] }),
    );
    expect(answer.envelope.status, answer.envelope.msg).toBe(200);
    const row = (await list(admin.token, `&keyword=${encodeURIComponent(title)}`)).envelope.data.records[0];
    expect(JSON.parse(row?.starAccount ?? '')).toEqual({ star_account: ['zed', 'amy', 'bo'] });
  });
});

describe('editing a contest', () => {
  it('changes the form fields and keeps the creator, the registrations count and the creation date', async () => {
    const stored = await storeContest({ uid: admin.uid, author: 'first-author', count: 7 });
    const title = `Edited ${run}`;
    const answer = await send('PUT', '', admin.token, {
      ...contestBody({ title, auth: 2, pwd: 'p4ss', startTime: stored.startTime, endTime: at(10) }),
      id: stored.cid,
    });
    expect(answer.envelope.status, answer.envelope.msg).toBe(200);
    const edited = (await send<AdminContest>('GET', `?cid=${stored.cid}`, admin.token)).envelope.data;
    expect(edited).toMatchObject({
      id: stored.cid,
      title,
      auth: 2,
      pwd: 'p4ss',
      uid: admin.uid,
      author: 'first-author',
      count: 7,
      gmtCreate: stored.gmtCreate,
    });
    expect(edited.gmtModified > stored.gmtModified).toBe(true);
    expect(await catalogueLine(stored.cid)).toMatchObject({ title, auth: 2, count: 7, uid: admin.uid });
  });

  it('keeps a group contest in its group when the super admin edits it', async () => {
    const stored = await storeContest({ uid: admin.uid, gid: 77 });
    const answer = await send('PUT', '', root.token, { ...contestBody(), id: stored.cid });
    expect(answer.envelope.status, answer.envelope.msg).toBe(200);
    expect((await readStoredContest(stored.cid))?.gid).toBe(77);
    expect((await catalogueLine(stored.cid))?.gid).toBe(77);
  });

  it('refuses to change the rule type', async () => {
    const stored = await storeContest({ uid: admin.uid, type: 1 });
    const answer = await send('PUT', '', admin.token, { ...contestBody({ type: 0 }), id: stored.cid });
    expect(answer.envelope.status).toBe(400);
    expect(answer.envelope.msg).toContain('type');
  });

  it("refuses another admin's contest with 403, and lets the super admin edit it", async () => {
    const stored = await storeContest({ uid: admin.uid });
    const edit = (token: string) => send('PUT', '', token, { ...contestBody(), id: stored.cid });
    expect((await edit(otherAdmin.token)).envelope.status).toBe(403);
    expect((await send('GET', `?cid=${stored.cid}`, otherAdmin.token)).envelope.status).toBe(403);
    expect((await edit(root.token)).envelope.status).toBe(200);
  });

  it('answers 404 for an edit of a contest that does not exist', async () => {
    const answer = await send('PUT', '', root.token, { ...contestBody(), id: 1_999_999_997 });
    expect(answer.envelope.status).toBe(404);
  });
});

describe('the admin contest list', () => {
  it("shows an admin only their own contests and the super admin everyone's, newest first", async () => {
    const tag = `List-${run}`;
    const mine = await storeContest({ uid: admin.uid, title: `${tag} mine` });
    const theirs = await storeContest({ uid: otherAdmin.uid, title: `${tag} theirs` });
    const titles = async (token: string) =>
      (await list(token, `&keyword=${tag}`)).envelope.data.records.map((row) => row.title);
    expect(await titles(admin.token)).toEqual([`${tag} mine`]);
    expect(await titles(otherAdmin.token)).toEqual([`${tag} theirs`]);
    const both = await titles(root.token);
    expect(both.sort()).toEqual([`${tag} mine`, `${tag} theirs`]);
    const ids = (await list(root.token, `&keyword=${tag}`)).envelope.data.records.map((row) => row.id);
    expect(ids).toEqual([mine.cid, theirs.cid].sort((a, b) => b - a));
  });

  it('finds a contest by its id as keyword, and pages with the total', async () => {
    const stored = await storeContest({ uid: admin.uid, title: `ById ${run}` });
    expect(
      (await list(root.token, `&keyword=${stored.cid}`)).envelope.data.records.map((row) => row.id),
    ).toContain(stored.cid);
    const tag = `Paged-${run}`;
    for (let index = 0; index < 3; index += 1)
      await storeContest({ uid: admin.uid, title: `${tag} ${index}` });
    const page = (
      await send<Page<AdminContestRow>>(
        'GET',
        `/get-contest-list?limit=2&currentPage=2&keyword=${tag}`,
        admin.token,
      )
    ).envelope.data;
    expect(page).toMatchObject({ total: 3, size: 2, current: 2, pages: 2 });
    expect(page.records).toHaveLength(1);
  });

  it('answers rows in the shape of the Contest entity, star users and awards as JSON text', async () => {
    const stored = await storeContest({ uid: admin.uid, title: `Row ${run}`, starAccount: ['s1'] });
    const row = (await list(admin.token, `&keyword=Row ${run}`)).envelope.data.records[0];
    expect(row).toMatchObject({ id: stored.cid, status: 0, isGroup: false, pwd: '' });
    expect(JSON.parse(row?.starAccount ?? '')).toEqual({ star_account: ['s1'] });
    expect(JSON.parse(row?.awardConfig ?? '')).toEqual({ config: stored.awardConfigList });
  });
});

describe('showing and hiding a contest', () => {
  it('changes visible on the contest and on its catalogue line', async () => {
    const stored = await storeContest({ uid: admin.uid, visible: true });
    const answer = await send(
      'PUT',
      `/change-contest-visible?cid=${stored.cid}&uid=${admin.uid}&visible=false`,
      admin.token,
    );
    expect(answer.envelope.status, answer.envelope.msg).toBe(200);
    expect((await readStoredContest(stored.cid))?.visible).toBe(false);
    expect((await catalogueLine(stored.cid))?.visible).toBe(false);
  });

  it("refuses another admin's contest whatever uid is sent", async () => {
    const stored = await storeContest({ uid: admin.uid });
    const answer = await send(
      'PUT',
      `/change-contest-visible?cid=${stored.cid}&uid=${otherAdmin.uid}&visible=false`,
      otherAdmin.token,
    );
    expect(answer.envelope.status).toBe(403);
    expect((await readStoredContest(stored.cid))?.visible).toBe(true);
  });
});

describe('cloning a contest', () => {
  it('copies the contest item alone under a new id, with source, a copy title and the caller as author', async () => {
    const original = await storeContest({
      uid: admin.uid,
      title: `Original ${run}`,
      count: 4,
      auth: 1,
      pwd: 'pw',
    });
    await dynamo().send(
      new PutCommand({ TableName: tableName(), Item: { ...contestProblemKey(original.cid, 'A'), pid: 1 } }),
    );
    const answer = await send('GET', `/clone?cid=${original.cid}`, admin.token);
    expect(answer.envelope.status, answer.envelope.msg).toBe(200);
    const copy = (await list(admin.token, `&keyword=Original ${run} (copy)`)).envelope.data.records[0];
    expect(copy).toMatchObject({
      title: `Original ${run} (copy)`,
      source: original.cid,
      uid: admin.uid,
      auth: 1,
      pwd: 'pw',
      count: 0,
    });
    expect(copy?.id).not.toBe(original.cid);
    expect(await partitionSortKeys(copy?.id ?? 0)).toEqual(['CONTEST']);
  });

  it("refuses to clone another admin's contest", async () => {
    const original = await storeContest({ uid: admin.uid });
    expect((await send('GET', `/clone?cid=${original.cid}`, otherAdmin.token)).envelope.status).toBe(403);
  });
});

describe('deleting a contest', () => {
  it('removes the contest, its catalogue line and every item of its partition', async () => {
    const stored = await storeContest({ uid: admin.uid });
    const children = [
      contestRegistrationKey(stored.cid, 'someone'),
      contestProblemKey(stored.cid, 'A'),
      contestAnnouncementKey(stored.cid, 1),
      ...Array.from({ length: 30 }, (_, index) => contestRegistrationKey(stored.cid, `bulk-${index}`)),
    ];
    for (const key of children) await dynamo().send(new PutCommand({ TableName: tableName(), Item: key }));
    expect(await partitionSortKeys(stored.cid)).toHaveLength(children.length + 1);
    const answer = await send('DELETE', `?cid=${stored.cid}`, root.token);
    expect(answer.envelope.status, answer.envelope.msg).toBe(200);
    expect(await partitionSortKeys(stored.cid)).toEqual([]);
    expect(await catalogueLine(stored.cid)).toBeUndefined();
    expect((await send('GET', `?cid=${stored.cid}`, root.token)).envelope.status).toBe(404);
  });

  it('is refused to every admin but the super admin, even on their own contest', async () => {
    const stored = await storeContest({ uid: admin.uid });
    expect((await send('DELETE', `?cid=${stored.cid}`, admin.token)).httpStatus).toBe(403);
    expect(await readStoredContest(stored.cid)).toBeDefined();
  });

  it('answers 404 for a contest that does not exist', async () => {
    expect((await send('DELETE', '?cid=1999999996', root.token)).envelope.status).toBe(404);
  });
});

describe('who may call the admin contest calls', () => {
  const calls = (cid: number): Record<string, CallAs> => ({
    get: (token) => send('GET', `?cid=${cid}`, token),
    create: (token) => send('POST', '', token, contestBody()),
    edit: (token) => send('PUT', '', token, { ...contestBody(), id: cid }),
    delete: (token) => send('DELETE', `?cid=${cid}`, token),
    list: (token) => send('GET', '/get-contest-list', token),
    visible: (token) => send('PUT', `/change-contest-visible?cid=${cid}&visible=true`, token),
    clone: (token) => send('GET', `/clone?cid=${cid}`, token),
  });

  it('refuses visitors with 401 and users, no-submit and muted accounts with 403', async () => {
    const stored = await storeContest({ uid: admin.uid });
    await expectRefused(calls(stored.cid), nonAdminRoles);
  });

  it.each([roleCodes.admin, roleCodes.problemAdmin] as RoleCode[])(
    'lets role %s create and list contests',
    async (role) => {
      const session = await sessionToken(role);
      expect((await create(session)).uid).toBe(session.uid);
    },
  );

  it('keeps delete to the super admin', async () => {
    const stored = await storeContest({ uid: admin.uid });
    for (const role of rolesBelowSuperAdmin) {
      const session = await sessionToken(role);
      expect((await send('DELETE', `?cid=${stored.cid}`, session.token)).httpStatus, `role ${role}`).toBe(
        403,
      );
    }
  });
});
