import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { roleCodes, type Language, type RoleCode, type ProblemListRow } from '@oj/shared';
import { callApi, sessionToken, useLocalStack, eventually, type ApiAnswer } from './local-stack';
import { storeProblem } from './problem-fixtures';
import { dynamo, tableName } from '../src/data/dynamo-client';
import { addToCounters } from '../src/data/counters';
import type { Problem } from '../src/data/problems/problem-item';
import { tagClassificationSequenceKey, tagSequenceKey } from '../src/data/tags/tag-item';
import { tagClassificationToItem, tagToItem } from '../src/data/tags/tag-item';
import { userProblemBestKey, userStatsKey } from '../src/data/stats/stats-keys';
import { userToItem } from '../src/data/users/user-item';

let url: string;
const run = randomUUID().slice(0, 6).toUpperCase();
const english = { 'accept-language': 'en-US' };
const pids = { Alpha: 0, Beta: 0, Private: 0, Contest: 0, Group: 0, Blocked: 0, Quiz: 0, Remote: 0 };
const tagIds = { sorting: 0, math: 0, remote: 0, group: 0, classification: 0 };

const get = <T>(path: string, token?: string): Promise<ApiAnswer<T>> =>
  callApi<T>(`${url}/api/${path}`, { headers: english, token });

async function put(item: Record<string, unknown>): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: item }));
}

async function addProblem(
  name: keyof typeof pids,
  problemId: string,
  fields: Partial<Problem> = {},
): Promise<void> {
  const { problem } = await storeProblem({
    ...{ problemId, title: `${name} ${run}`, input: 'Two integers.', output: 'Their sum.' },
    ...{ judgeExtraFile: { 'secret.txt': 'judge only' }, examples: [{ input: '1 2', output: '3' }] },
    ...{ languages: ['C', 'C++ 17 With O2'] },
    ...fields,
  });
  pids[name] = problem.pid;
}

const listOf = (query: string, token?: string) =>
  get<{ records: ProblemListRow[]; total: number }>(`get-problem-list?${query}`, token);

const readUnits = (answer: ApiAnswer) =>
  Number(/read=([\d.]+)/.exec(answer.headers.get('x-consumed-capacity') ?? '')?.[1]);

beforeAll(async () => {
  ({ url } = useLocalStack());
  const nextId = async (key: typeof tagSequenceKey) =>
    (await addToCounters(key, { value: 1 })).value as number;
  for (const name of ['sorting', 'math', 'remote', 'group'] as const)
    tagIds[name] = await nextId(tagSequenceKey);
  tagIds.classification = await nextId(tagClassificationSequenceKey);
  const classified = { classificationId: tagIds.classification, gid: null };
  await put(tagClassificationToItem({ id: tagIds.classification, name: `Basics ${run}`, oj: 'ME', rank: 0 }));
  await put(
    tagToItem({ id: tagIds.sorting, name: `sorting ${run}`, color: '#f00', oj: 'ME', ...classified }),
  );
  const unclassified = { classificationId: null, color: '#0f0' };
  await put(tagToItem({ id: tagIds.math, name: `math ${run}`, oj: 'ME', gid: null, ...unclassified }));
  await put(tagToItem({ id: tagIds.remote, name: `greedy ${run}`, oj: 'CF', gid: null, ...unclassified }));
  await put(tagToItem({ id: tagIds.group, name: `team ${run}`, oj: 'ME', gid: 7, ...unclassified }));

  await addProblem('Alpha', `PT${run}1`, {
    difficulty: 1,
    tagIds: [tagIds.sorting, tagIds.math],
    examples: [
      { input: '1 2', output: '3' },
      { input: '5 5', output: '10' },
    ],
    userExtraFile: { 'data.txt': '42' },
    codeTemplates: [
      { language: 'C++ 17 With O2', code: '// start here', enabled: true },
      { language: 'C', code: '/* hidden */', enabled: false },
      { language: 'Java', code: 'class Main {}', enabled: true },
    ],
  });
  await addProblem('Beta', `PT${run}2`, { difficulty: 3, type: 1, tagIds: [tagIds.math] });
  await addProblem('Private', `PT${run}3`, { auth: 2 });
  await addProblem('Contest', `PT${run}4`, { auth: 3 });
  await addProblem('Group', `PT${run}5`, { gid: 7 });
  await addProblem('Blocked', `ZA${run}`);
  await addProblem('Quiz', `CS${run}`, {
    quiz: { questions: [{ kind: 'judge', text: 'Is 1 + 1 = 2?', score: 10 }], answers: ['T'] },
  });
  await addProblem('Remote', `CF-${run}A`, { isRemote: true, tagIds: [tagIds.remote], languages: [] });
  await eventually(
    () => listOf(`keyword=${run}`),
    (answer) => answer.envelope.data?.total === 5,
  );
  await eventually(
    () => get<{ id: number }[]>('get-all-problem-tags'),
    (answer) => answer.envelope.data?.some((tag) => tag.id === tagIds.sorting) === true,
  );
}, 60_000);

describe('the problem list', () => {
  it('lists public problems matching the keyword in id or title, with tags and counters', async () => {
    const answer = await listOf(`keyword=${run.toLowerCase()}`);
    expect(answer.envelope.status).toBe(200);
    const ids = answer.envelope.data.records.map((row) => row.problemId);
    expect(ids.sort()).toEqual([`CF-${run}A`, `CS${run}`, `PT${run}1`, `PT${run}2`, `ZA${run}`].sort());
    const alpha = answer.envelope.data.records.find((row) => row.pid === pids.Alpha);
    expect(alpha).toEqual({
      ...{ pid: pids.Alpha, problemId: `PT${run}1`, title: `Alpha ${run}`, difficulty: 1, type: 0 },
      tags: [
        { id: tagIds.sorting, name: `sorting ${run}`, color: '#f00' },
        { id: tagIds.math, name: `math ${run}`, color: '#0f0' },
      ],
      ...{ ac: 0, total: 0, wa: 0, tle: 0, mle: 0, re: 0, pe: 0, ce: 0, se: 0, pa: 0, myStatus: -10 },
    });
    expect(
      (await listOf(`keyword=${encodeURIComponent(`beta ${run}`)}`)).envelope.data.records.map(
        (row) => row.pid,
      ),
    ).toEqual([pids.Beta]);
  });

  it('leaves out private, contest and group problems, for admins too', async () => {
    const { token } = await sessionToken(roleCodes.superAdmin);
    const answer = await listOf(`keyword=PT${run}`, token);
    expect(answer.envelope.data.records.map((row) => row.pid)).toEqual([pids.Alpha, pids.Beta]);
  });

  it('filters by difficulty, by judge source and by every chosen tag', async () => {
    const pidsOf = async (query: string) =>
      (await listOf(`keyword=${run}&${query}`)).envelope.data.records.map((row) => row.pid);
    expect(await pidsOf('difficulty=3')).toEqual([pids.Beta]);
    expect(await pidsOf('oj=CF')).toEqual([pids.Remote]);
    expect(await pidsOf('oj=Mine')).not.toContain(pids.Remote);
    expect(await pidsOf(`tagId=[${tagIds.math}]`)).toEqual([pids.Alpha, pids.Beta]);
    expect(await pidsOf(`tagId=[${tagIds.math},${tagIds.sorting}]`)).toEqual([pids.Alpha]);
    expect(await pidsOf(`tagId=${tagIds.math},${tagIds.sorting}`)).toEqual([pids.Alpha]);
    expect(await pidsOf(`tagId=${tagIds.math}&tagId=${tagIds.sorting}`)).toEqual([pids.Alpha]);
    expect(await pidsOf('difficulty=&oj=&tagId=')).toHaveLength(5);
  });

  it('pages with currentPage and limit, and counts every match in total', async () => {
    const first = await listOf(`keyword=${run}&limit=2&currentPage=1`);
    const third = await listOf(`keyword=${run}&limit=2&currentPage=3`);
    expect(first.envelope.data.total).toBe(5);
    expect(first.envelope.data.records).toHaveLength(2);
    expect(third.envelope.data.records).toHaveLength(1);
    expect((await listOf(`keyword=${run}&limit=2&currentPage=9`)).envelope.data.records).toEqual([]);
  });

  it('refuses malformed filters naming the parameter; a page number below 1 or not a number is the default', async () => {
    for (const query of ['limit=0', 'currentPage=abc', 'limit=-5&currentPage=0']) {
      const answer = await listOf(query);
      expect(answer.envelope).toMatchObject({ status: 200, data: { size: 30, current: 1 } });
    }
    for (const [query, field] of [
      ['difficulty=9', 'difficulty'],
      ['oj=XYZ', 'oj'],
      ['tagId=[1,"x"]', 'tagId'],
    ]) {
      const answer = await listOf(query ?? '');
      expect(answer.httpStatus).toBe(200);
      expect(answer.envelope.status).toBe(400);
      expect(answer.envelope.msg).toMatch(new RegExp(`^Invalid parameter ${field}`));
    }
  });

  it('shows a logged-in user solved, tried and untouched problems', async () => {
    const { token, uid } = await sessionToken();
    await put({
      ...userStatsKey(uid),
      solved: new Set([pids.Alpha]),
      tried: new Set([pids.Alpha, pids.Beta]),
    });
    const rows = (await listOf(`keyword=PT${run}`, token)).envelope.data.records;
    expect(rows.map((row) => row.myStatus)).toEqual([0, -1]);
    const untouched = (await listOf(`keyword=ZA${run}`, token)).envelope.data.records;
    expect(untouched[0]?.myStatus).toBe(-10);
  });

  it('costs no read with a warm cache, and one read of the stats for a logged-in user', async () => {
    const anonymous: number[] = [];
    for (let call = 0; call < 10; call += 1)
      anonymous.push(readUnits(await listOf(`keyword=${run}&difficulty=1&tagId=[${tagIds.math}]`)));
    expect(anonymous.reduce((sum, units) => sum + units, 0) / anonymous.length).toBeLessThanOrEqual(1);
    expect(Math.min(...anonymous)).toBe(0);
    const { token } = await sessionToken();
    const loggedIn: number[] = [];
    for (let call = 0; call < 5; call += 1) loggedIn.push(readUnits(await listOf(`oj=ME`, token)));
    // The session read (1) and the stats item (0.5).
    expect(Math.min(...loggedIn)).toBe(1.5);
  });
});

describe('a user’s problem status', () => {
  it('maps each pid to its status and best score', async () => {
    const { token, uid } = await sessionToken();
    await put({
      ...userStatsKey(uid),
      solved: new Set([pids.Alpha]),
      tried: new Set([pids.Alpha, pids.Beta]),
    });
    await put({ ...userProblemBestKey(uid, pids.Alpha), bestScore: 100, status: 0 });
    await put({ ...userProblemBestKey(uid, pids.Beta), bestScore: 40, status: -1 });
    const answer = await callApi(`${url}/api/get-user-problem-status`, {
      method: 'POST',
      token,
      body: JSON.stringify({ pidList: [pids.Alpha, pids.Beta, pids.Quiz], isContestProblemList: false }),
    });
    expect(answer.envelope).toMatchObject({
      status: 200,
      data: {
        [pids.Alpha]: { status: 0, score: 100 },
        [pids.Beta]: { status: -1, score: 40 },
        [pids.Quiz]: { status: -10, score: null },
      },
    });
  });

  it('answers the same when the wanted pids lie far apart among many judged ones', async () => {
    const { token, uid } = await sessionToken();
    const far = pids.Alpha + 1000;
    const judged = Array.from({ length: 1001 }, (_, index) => pids.Alpha + index);
    await put({ ...userStatsKey(uid), solved: new Set([pids.Alpha]), tried: new Set(judged) });
    await put({ ...userProblemBestKey(uid, pids.Alpha), bestScore: 100, status: 0 });
    await put({ ...userProblemBestKey(uid, far), bestScore: 30, status: -1 });
    const answer = await callApi(`${url}/api/get-user-problem-status`, {
      method: 'POST',
      token,
      body: JSON.stringify({ pidList: [far, pids.Alpha], isContestProblemList: false, cid: 0, gid: null }),
    });
    expect(answer.envelope.data).toEqual({
      [far]: { status: -1, score: 30 },
      [pids.Alpha]: { status: 0, score: 100 },
    });
  });

  it('needs a login and a list of pids', async () => {
    const body = JSON.stringify({ pidList: [1] });
    expect((await callApi(`${url}/api/get-user-problem-status`, { method: 'POST', body })).httpStatus).toBe(
      401,
    );
    const { token } = await sessionToken();
    const bad = await callApi(`${url}/api/get-user-problem-status`, {
      method: 'POST',
      token,
      headers: english,
      body: JSON.stringify({ pidList: 'all' }),
    });
    expect(bad.envelope.status).toBe(400);
    expect(bad.envelope.msg).toMatch(/^Invalid parameter pidList/);
  });
});

interface TagRow {
  id: number;
  name: string;
  oj: string;
  classification: { id: number; name: string } | null;
}

describe('tags', () => {
  it('lists this site’s tags by default and a remote source’s on request, never a group’s', async () => {
    const mine = (await get<TagRow[]>('get-all-problem-tags')).envelope.data;
    expect(mine.find((tag) => tag.id === tagIds.sorting)).toEqual({
      ...{ id: tagIds.sorting, name: `sorting ${run}`, color: '#f00', oj: 'ME', gid: null },
      classification: { id: tagIds.classification, name: `Basics ${run}` },
    });
    expect(mine.map((tag) => tag.id)).not.toContain(tagIds.remote);
    expect(mine.map((tag) => tag.id)).not.toContain(tagIds.group);
    const remote = (await get<TagRow[]>('get-all-problem-tags?oj=CF')).envelope.data;
    expect(remote.map((tag) => tag.id)).toContain(tagIds.remote);
    expect(remote.every((tag) => tag.oj === 'CF')).toBe(true);
  });

  it('groups tags under their classifications, the unclassified last, with Mine meaning ME', async () => {
    type Group = { classification: { id: number } | null; tagList: TagRow[] };
    const groups = (await get<Group[]>('get-problem-tags-and-classification?oj=Mine')).envelope.data;
    const basics = groups.find((group) => group.classification?.id === tagIds.classification);
    expect(basics?.tagList.map((tag) => tag.id)).toEqual([tagIds.sorting]);
    expect(groups.at(-1)?.classification).toBeNull();
    expect(groups.at(-1)?.tagList.map((tag) => tag.id)).toContain(tagIds.math);
    expect(groups.flatMap((group) => group.tagList.map((tag) => tag.id))).not.toContain(tagIds.remote);
  });

  it('refuses an unknown judge source', async () => {
    expect((await get('get-all-problem-tags?oj=NOWHERE')).envelope).toMatchObject({ status: 400 });
  });
});

describe('a random problem', () => {
  it('picks public problems only, never one under a blocked prefix for a visitor', async () => {
    const picks = new Set<string>();
    for (let call = 0; call < 30; call += 1) {
      const answer = await get<{ problemId: string }>('get-random-problem');
      expect(answer.envelope.status).toBe(200);
      picks.add(answer.envelope.data.problemId);
    }
    for (const hidden of [`PT${run}3`, `PT${run}4`, `PT${run}5`]) expect(picks).not.toContain(hidden);
    expect([...picks].filter((id) => /^Z[ABC]/i.test(id))).toEqual([]);
  });
});

interface Detail {
  problem: Record<string, unknown>;
  tags: TagRow[];
  languages: string[];
  codeTemplate: Record<string, string>;
  problemCount: Record<string, number>;
}

const detailOf = (problemId: string, token?: string) =>
  get<Detail>(`get-problem-detail?problemId=${encodeURIComponent(problemId)}`, token);

/** A user whose account holds the given profile fields, and a session for it. */
async function userWith(
  fields: { realname?: string; isSiteOwner?: boolean; problemCodeGrants?: string[] },
  roleCode: RoleCode = roleCodes.defaultUser,
) {
  const session = await sessionToken(roleCode);
  await put(
    userToItem({
      ...{
        uid: session.uid,
        username: `user-${session.uid.slice(0, 8)}`,
        email: `${session.uid}@example.com`,
      },
      ...{ passwordHash: 'unused', roleCode, createdAt: new Date().toISOString() },
      ...fields,
    }),
  );
  return session.token;
}

describe('a problem’s page', () => {
  it('shows the statement, examples as paired tags, tags, languages, enabled templates and counts', async () => {
    const answer = await detailOf(`pt${run}1`);
    expect(answer.envelope.status).toBe(200);
    const { problem, tags, languages, codeTemplate, problemCount } = answer.envelope.data;
    expect(problem).toMatchObject({
      ...{ id: pids.Alpha, pid: pids.Alpha, problemId: `PT${run}1`, title: `Alpha ${run}` },
      ...{ timeLimit: 1000, memoryLimit: 256, stackLimit: 128, difficulty: 1, type: 0, auth: 1 },
      examples: '<input>1 2</input><output>3</output><input>5 5</input><output>10</output>',
      userExtraFile: JSON.stringify({ 'data.txt': '42' }),
      ...{ judgeMode: 'default', codeShare: true, openCaseResult: true, gid: null, quiz: null },
    });
    expect(problem).not.toHaveProperty('judgeExtraFile');
    expect(problem).not.toHaveProperty('spjCode');
    expect(tags.map((tag) => tag.id)).toEqual([tagIds.sorting, tagIds.math]);
    expect(languages).toEqual(['C', 'C++ 17 With O2']);
    expect(codeTemplate).toEqual({ 'C++ 17 With O2': '// start here' });
    expect(problemCount).toEqual({ total: 0, ac: 0, wa: 0, ce: 0, pa: 0, tle: 0, mle: 0, re: 0, pe: 0 });
  });

  it('shows a quiz paper’s questions without the answer key', async () => {
    const answer = await detailOf(`CS${run}`);
    expect(answer.envelope.data.problem.quiz).toEqual({
      questions: [{ kind: 'judge', text: 'Is 1 + 1 = 2?', score: 10 }],
    });
    expect(JSON.stringify(answer.envelope.data)).not.toContain('answers');
  });

  it('says so for a display id no problem has, and for a missing one', async () => {
    expect((await detailOf(`NONE${run}`)).envelope).toMatchObject({
      status: 404,
      msg: `The problem does not exist: NONE${run}`,
    });
    expect((await get('get-problem-detail')).envelope.msg).toMatch(/^Invalid parameter problemId/);
  });

  it('opens a private problem to admins only', async () => {
    const refused = { status: 403, msg: 'This problem is not public and cannot be viewed!' };
    expect((await detailOf(`PT${run}3`)).envelope).toMatchObject(refused);
    expect((await detailOf(`PT${run}3`, (await sessionToken()).token)).envelope).toMatchObject(refused);
    for (const role of [roleCodes.admin, roleCodes.problemAdmin, roleCodes.superAdmin]) {
      const { token } = await sessionToken(role);
      expect((await detailOf(`PT${run}3`, token)).envelope.status).toBe(200);
    }
  });

  it('refuses contest-only and group problems outside their contest or group', async () => {
    const { token } = await sessionToken();
    expect((await detailOf(`PT${run}4`, token)).envelope).toMatchObject({
      status: 403,
      msg: 'You have no permission to view the problem!',
    });
    expect((await detailOf(`PT${run}5`, token)).envelope).toMatchObject({
      status: 403,
      msg: 'This problem belongs to a group; open it from the group!',
    });
  });

  it('refuses a blocked prefix unless the viewer holds its code or owns the site', async () => {
    const blocked = {
      status: 403,
      msg: `The problem ZA${run} is not open to you: it cannot be viewed or submitted to!`,
    };
    expect((await detailOf(`ZA${run}`)).envelope).toMatchObject(blocked);
    expect((await detailOf(`ZA${run}`, (await sessionToken()).token)).envelope).toMatchObject(blocked);
    expect((await detailOf(`ZA${run}`, await userWith({ realname: 'ZB' }))).envelope).toMatchObject(blocked);
    const admin = await userWith({}, roleCodes.superAdmin);
    expect((await detailOf(`ZA${run}`, admin)).envelope).toMatchObject(blocked);
    expect((await detailOf(`ZA${run}`, await userWith({ realname: 'zb ZA' }))).envelope).toMatchObject(
      blocked,
    );
    const granted = await userWith({ realname: 'zb ZA', problemCodeGrants: ['ZA'] });
    expect((await detailOf(`ZA${run}`, granted)).envelope.status).toBe(200);
    expect((await detailOf(`ZA${run}`, await userWith({ isSiteOwner: true }))).envelope.status).toBe(200);
  });
});

describe('a problem’s templates, languages and tags by pid', () => {
  it('lists the enabled templates of allowed languages', async () => {
    const answer = await get(`get-problem-code-template?pid=${pids.Alpha}`);
    expect(answer.envelope.data).toEqual([{ language: 'C++ 17 With O2', code: '// start here' }]);
  });

  it('lists the full rows of the allowed languages', async () => {
    const answer = await get<Language[]>(`get-problem-languages?pid=${pids.Alpha}`);
    expect(answer.envelope.data.map((language) => language.name)).toEqual(['C', 'C++ 17 With O2']);
    expect(answer.envelope.data[0]).toMatchObject({ oj: 'ME', contentType: expect.any(String) });
  });

  it('lists the problem’s tags', async () => {
    const answer = await get<TagRow[]>(`get-problem-tags?pid=${pids.Beta}`);
    expect(answer.envelope.data.map((tag) => tag.id)).toEqual([tagIds.math]);
  });

  it('follows the page’s rules: private to admins, blocked prefixes refused, unknown pids not found', async () => {
    const user = (await sessionToken()).token;
    const admin = (await sessionToken(roleCodes.admin)).token;
    for (const call of ['get-problem-code-template', 'get-problem-languages', 'get-problem-tags']) {
      expect((await get(`${call}?pid=${pids.Private}`, user)).envelope.status).toBe(403);
      expect((await get(`${call}?pid=${pids.Private}`, admin)).envelope.status).toBe(200);
      expect((await get(`${call}?pid=${pids.Blocked}`)).envelope.status).toBe(403);
      expect((await get(`${call}?pid=987654321`)).envelope).toMatchObject({ status: 404 });
      expect((await get(`${call}?pid=abc`)).envelope).toMatchObject({ status: 404 });
    }
  });
});
