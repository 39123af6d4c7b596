import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { adminProblemCalls, roleCodes } from '@oj/shared';
import { callApi, sessionToken, useLocalStack, withQuery, type ApiAnswer } from './local-stack';
import { expectRolesRefused, nonAdminRoles, type CallAs } from './role-checks';
import { problemFormBody } from './problem-fixtures';
import { getJudgeSpec } from '../src/data/judge-specs/judge-spec-store';
import { readTestDataFile } from '../src/data/problems/test-data-store';
import { stageUpload } from '../src/data/testdata/staged-upload';

let url: string;
let adminToken: string;
beforeAll(async () => {
  ({ url } = useLocalStack());
  adminToken = (await sessionToken(roleCodes.admin)).token;
});

type Json = Record<string, unknown>;

/** Calls the API in English as the admin (or with `token`); `query` goes in the URL, `body` as JSON. */
async function api<T = Json>(
  method: string,
  path: string,
  options: { query?: Record<string, string | number | boolean>; body?: unknown; token?: string | null } = {},
): Promise<ApiAnswer<T>> {
  const token = options.token === undefined ? adminToken : (options.token ?? undefined);
  return callApi<T>(withQuery(`${url}/api/admin/${path}`, options.query), {
    method,
    token,
    headers: { 'accept-language': 'en-US', 'url-type': 'admin' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

const unique = (prefix = 'T') => `${prefix}${randomUUID().slice(0, 8).toUpperCase()}`;

interface Saved {
  pid: number;
  problemId: string;
  caseVersion: string;
}

async function create(body: Json): Promise<Saved> {
  const answer = await api<Saved>('POST', 'problem', { body });
  expect(answer.envelope, JSON.stringify(answer.envelope)).toMatchObject({ status: 200 });
  return answer.envelope.data;
}

const messageOf = async (body: Json, method = 'POST') => (await api(method, 'problem', { body })).envelope;

const units = (answer: ApiAnswer<unknown>) => answer.headers.get('x-consumed-capacity');

describe('who may manage problems and tags', () => {
  it('asks a visitor to log in as an administrator for every call', async () => {
    for (const call of adminProblemCalls) {
      const answer = await api(call.method, call.path.replace('/api/admin/', ''), { token: null });
      expect(answer.httpStatus, `${call.method} ${call.path}`).toBe(401);
      expect(answer.envelope.msg).toBe('Please login again with the administrator account!');
    }
  });

  it('refuses ordinary, no-submit and muted users with 403', async () => {
    const calls = Object.fromEntries(
      adminProblemCalls.map((call): [string, CallAs] => [
        `${call.method} ${call.path}`,
        (token) => api(call.method, call.path.replace('/api/admin/', ''), { token }),
      ]),
    );
    await expectRolesRefused(calls, nonAdminRoles);
  });

  it('lets the problem admin, the admin and the super admin create and list problems', async () => {
    for (const role of [roleCodes.problemAdmin, roleCodes.admin, roleCodes.superAdmin]) {
      const { token } = await sessionToken(role);
      const created = await api<Saved>('POST', 'problem', { body: problemFormBody(), token });
      expect(created.envelope.status, String(role)).toBe(200);
      const list = await api('GET', 'problem/get-problem-list', { token, query: { limit: 5 } });
      expect(list.envelope.status, String(role)).toBe(200);
    }
  });
});

describe('a problem from creation to deletion', () => {
  it('creates with the spec defaults, serves the edit form, keeps the version for statement edits, and deletes', async () => {
    const body = problemFormBody({}, { tags: [{ name: unique('tag-') }] });
    const created = await api<Saved>('POST', 'problem', { body });
    expect(created.envelope.status).toBe(200);
    const { pid, caseVersion } = created.envelope.data;
    expect(caseVersion).not.toBe('');

    const form = await api<Json & { problem: Json; samples: Json[]; tags: Json[] }>('GET', 'problem', {
      query: { pid },
    });
    expect(form.envelope.data.problem).toMatchObject({
      id: pid,
      timeLimit: 1000,
      memoryLimit: 256,
      stackLimit: 128,
      difficulty: 0,
      auth: 1,
      type: 0,
      codeShare: true,
      spjLanguage: 'C',
      judgeMode: 'default',
      judgeCaseMode: 'default',
      examples: '<input>1 2</input><output>3</output>',
      caseVersion,
    });
    expect(form.envelope.data.samples.map((s) => [s.input, s.output])).toEqual([
      ['1 2\n', '3\n'],
      ['5 7\n', '12\n'],
    ]);
    expect(form.envelope.data.tags).toHaveLength(1);
    expect(form.envelope.data.languages).toEqual(['C', 'C++']);
    const names = await api<Json[]>('GET', 'problem/get-problem-cases', { query: { pid, isUpload: true } });
    expect(names.envelope.data.map((c) => [c.input, c.output])).toEqual([
      ['1.in', '1.out'],
      ['2.in', '2.out'],
    ]);
    expect(units(names)).toBe('read=1.5;write=0');

    // The judge gets the typed-in samples as files of the version.
    const spec = await getJudgeSpec(pid);
    expect(spec).toMatchObject({ testDataVersion: caseVersion, timeLimitMs: 1000, difficulty: 0 });
    expect(spec?.cases.map((c) => [c.input, c.output])).toEqual([
      ['1.in', '1.out'],
      ['2.in', '2.out'],
    ]);
    expect(new TextDecoder().decode(await readTestDataFile(pid, caseVersion, '2.out'))).toBe('12\n');

    // The form comes back as it went out: a statement change keeps the test data version.
    const edited = {
      ...body,
      problem: { ...(body.problem as Json), id: pid, title: 'A plus B, again', difficulty: 2 },
    };
    const statementOnly = await api<Saved>('PUT', 'problem', { body: edited });
    expect(statementOnly.envelope.data.caseVersion).toBe(caseVersion);
    expect((await getJudgeSpec(pid))?.difficulty).toBe(2);

    const newSamples = await api<Saved>('PUT', 'problem', {
      body: { ...edited, samples: [{ input: '2 2\n', output: '4\n' }] },
    });
    expect(newSamples.envelope.data.caseVersion).not.toBe(caseVersion);
    const newVersion = newSamples.envelope.data.caseVersion;
    expect(new TextDecoder().decode(await readTestDataFile(pid, newVersion, '1.out'))).toBe('4\n');
    // The old version stays for judges still reading it.
    expect(new TextDecoder().decode(await readTestDataFile(pid, caseVersion, '2.out'))).toBe('12\n');

    // Deleting is for problem admins and the super admin (the contract's root|problem_admin).
    expect((await api('DELETE', 'problem', { query: { pid } })).httpStatus).toBe(403);
    const problemAdmin = (await sessionToken(roleCodes.problemAdmin)).token;
    const remove = () => api('DELETE', 'problem', { query: { pid }, token: problemAdmin });
    expect((await remove()).envelope.status).toBe(200);
    expect((await api('GET', 'problem', { query: { pid } })).envelope).toMatchObject({ status: 404 });
    expect(await getJudgeSpec(pid)).toBeUndefined();
    expect((await remove()).envelope.status).toBe(404);
  });

  it('lists every site problem for admins, newest first, with its author, filtered and paged', async () => {
    const keyword = unique('K');
    const { token, uid } = await sessionToken(roleCodes.problemAdmin);
    const first = await api<Saved>('POST', 'problem', {
      token,
      body: problemFormBody({ title: `${keyword} one` }),
    });
    const second = await api<Saved>('POST', 'problem', {
      token,
      body: problemFormBody({ title: `${keyword} two`, auth: 2 }),
    });
    await expect
      .poll(
        async () =>
          (await api<{ total: number }>('GET', 'problem/get-problem-list', { query: { keyword } })).envelope
            .data.total,
        { timeout: 5_000 },
      )
      .toBe(2);
    const page = await api<{ records: Json[]; total: number }>('GET', 'problem/get-problem-list', {
      query: { keyword, limit: 1, currentPage: 1, auth: '', oj: 'Mine' },
    });
    expect(page.envelope.data.total).toBe(2);
    expect(page.envelope.data.records).toEqual([
      expect.objectContaining({
        pid: second.envelope.data.pid,
        auth: 2,
        author: `user-${uid.slice(0, 8)}`,
        oj: 'ME',
      }),
    ]);
    // Any page costs the session read and, at most every two seconds, one Query of the catalogue.
    const deep = await api('GET', 'problem/get-problem-list', {
      query: { keyword, limit: 1, currentPage: 500 },
    });
    expect(units(deep)).toBe(units(page));
    const privateOnly = await api<{ records: Json[] }>('GET', 'problem/get-problem-list', {
      query: { keyword, auth: 1 },
    });
    expect(privateOnly.envelope.data.records.map((r) => r.pid)).toEqual([first.envelope.data.pid]);
  });

  it('changes who may see a problem', async () => {
    const { pid } = await create(problemFormBody());
    expect(
      (await api('PUT', 'problem/change-problem-auth', { body: { pid, auth: 3 } })).envelope.status,
    ).toBe(200);
    const form = await api<{ problem: Json }>('GET', 'problem', { query: { pid } });
    expect(form.envelope.data.problem.auth).toBe(3);
    expect(
      (await api('PUT', 'problem/change-problem-auth', { body: { id: pid, auth: 2 } })).envelope.status,
    ).toBe(200);
    expect(
      (await api('PUT', 'problem/change-problem-auth', { body: { pid, auth: 4 } })).envelope,
    ).toMatchObject({
      status: 400,
    });
    expect(
      (await api('PUT', 'problem/change-problem-auth', { body: { pid: 987_654_321, auth: 1 } })).envelope
        .status,
    ).toBe(404);
  });

  it('moves the display id claim on a rename, so the old id is free again', async () => {
    const body = problemFormBody();
    const oldId = (body.problem as Json).problemId as string;
    const { pid } = await create(body);
    const renamed = { ...body, problem: { ...(body.problem as Json), id: pid, problemId: unique() } };
    expect((await api('PUT', 'problem', { body: renamed })).envelope.status).toBe(200);
    await create(problemFormBody({ problemId: oldId.toLowerCase() }));
  });
});

describe('the rules of the problem form', () => {
  it('requires the display id, title, input and output descriptions, naming the field', async () => {
    for (const field of ['problemId', 'title', 'input', 'output']) {
      expect(await messageOf(problemFormBody({ [field]: '  ' }))).toMatchObject({
        status: 400,
        msg: expect.stringMatching(
          new RegExp(`^Invalid parameter problem\\.${field}: .+ is required$`),
        ) as unknown,
      });
    }
  });

  it('keeps display ids unique regardless of case, and to letters, digits, - and _', async () => {
    const problemId = unique('Dup');
    await create(problemFormBody({ problemId }));
    expect((await messageOf(problemFormBody({ problemId: problemId.toLowerCase() }))).msg).toBe(
      `The problem id already exists (letter case aside): ${problemId.toLowerCase()}`,
    );
    expect((await messageOf(problemFormBody({ problemId: 'P 1/2' }))).msg).toMatch(/only letters, digits/);
  });

  it('bounds the limits: time at most 30 s', async () => {
    expect(await messageOf(problemFormBody({ timeLimit: 30_001 }))).toMatchObject({
      status: 400,
      msg: expect.stringContaining('problem.timeLimit'),
    });
    expect((await messageOf(problemFormBody({ memoryLimit: 0 }))).msg).toContain('problem.memoryLimit');
  });

  it('needs both file names for file IO', async () => {
    expect((await messageOf(problemFormBody({ isFileIO: true, ioReadFileName: 'in.txt' }))).msg).toMatch(
      /File IO needs both/,
    );
    await create(problemFormBody({ isFileIO: true, ioReadFileName: 'in.txt', ioWriteFileName: 'out.txt' }));
  });

  it('needs a known language and non-empty enabled code templates', async () => {
    expect((await messageOf(problemFormBody({}, { languages: [] }))).msg).toBe(
      'Choose at least one language',
    );
    expect((await messageOf(problemFormBody({}, { languages: ['Cobol'] }))).msg).toBe(
      'Unknown language: Cobol',
    );
    const emptyTemplate = problemFormBody(
      {},
      { codeTemplates: [{ language: 'C', code: ' ', status: true }] },
    );
    expect((await messageOf(emptyTemplate)).msg).toBe('Code template of the language cannot be empty: C');
    const disabled = problemFormBody({}, { codeTemplates: [{ lid: 1, code: '', status: false }] });
    const { pid } = await create(disabled);
    const form = await api<{ codeTemplates: Json[] }>('GET', 'problem', { query: { pid } });
    expect(form.envelope.data.codeTemplates).toEqual([{ lid: 1, language: 'C', code: '', status: false }]);
  });

  it('checks OI scores, splits 100 points when none are given, and needs group numbers for subtasks', async () => {
    const three = [{ input: '1\n' }, { input: '2\n' }, { input: '3\n' }];
    expect(
      (await messageOf(problemFormBody({ type: 1 }, { samples: [{ input: '1', score: 'ten' }] }))).msg,
    ).toBe('Score must be an integer (test case 1)');
    expect(
      (await messageOf(problemFormBody({ type: 1 }, { samples: [{ input: '1', score: -5 }] }))).msg,
    ).toBe('Score must be greater than or equal to 0 (test case 1)');
    const split = await create(problemFormBody({ type: 1 }, { samples: three }));
    expect((await getJudgeSpec(split.pid))?.cases.map((c) => c.score)).toEqual([33, 33, 34]);
    const subtasks = problemFormBody(
      { type: 1, judgeCaseMode: 'subtask_lowest' },
      {
        samples: [
          { input: '1', score: 50, groupNum: 1 },
          { input: '2', score: 50 },
        ],
      },
    );
    expect((await messageOf(subtasks)).msg).toBe(
      'In subtask modes the group number of test case 2 is required (a positive integer)',
    );
    expect((await messageOf(problemFormBody({ type: 0, judgeCaseMode: 'subtask_average' }))).msg).toBe(
      'The judge case mode “Subtasks (average score of a group)” does not apply to ACM problems',
    );
  });

  it('needs at least one typed-in sample, each with an input or an output', async () => {
    expect((await messageOf(problemFormBody({}, { samples: [] }))).msg).toBe(
      'Manual mode needs at least one sample',
    );
    expect(
      (await messageOf(problemFormBody({}, { samples: [{ input: '1' }, { input: '', output: '' }] }))).msg,
    ).toBe('Sample 2 needs an input or an output');
  });

  it('copies an upload into a new version, and refuses a missing upload or file', async () => {
    const files = { '1.in': new TextEncoder().encode('1 2\n'), '1.out': new TextEncoder().encode('3\n') };
    const dir = await stageUpload(files, [{ input: '1.in', output: '1.out' }]);
    const upload = { isUploadTestCase: true, uploadTestcaseDir: dir, samples: [] };
    expect((await messageOf(problemFormBody({}, { isUploadTestCase: true, samples: [] }))).msg).toBe(
      'Upload the test cases first',
    );
    expect(
      (await messageOf(problemFormBody({}, { ...upload, samples: [{ input: '1.in', output: '9.out' }] })))
        .msg,
    ).toBe('Test case 1 names a file that is not in the test data: 9.out');
    const { pid, caseVersion } = await create(problemFormBody({ type: 1 }, upload));
    expect(new TextDecoder().decode(await readTestDataFile(pid, caseVersion, '1.out'))).toBe('3\n');
    const cases = await api<Json[]>('GET', 'problem/get-problem-cases', { query: { pid, isUpload: true } });
    expect(cases.envelope.data).toEqual([
      { pid, seq: 1, index: 1, input: '1.in', output: '1.out', score: 100, groupNum: 1 },
    ]);
    // Without a new upload, points change over the same files and version.
    const body = problemFormBody(
      { id: pid, type: 1 },
      { isUploadTestCase: true, samples: [{ input: '1.in', output: '1.out', score: 40 }] },
    );
    const rescored = await api<Saved>('PUT', 'problem', { body });
    expect(rescored.envelope.data.caseVersion).toBe(caseVersion);
    expect((await getJudgeSpec(pid))?.cases).toEqual([
      { seq: 1, input: '1.in', output: '1.out', score: 40, groupNum: 1 },
    ]);
    // The staged upload was used up.
    expect(
      (await messageOf(problemFormBody({}, { ...upload, samples: [{ input: '1.in', output: '1.out' }] })))
        .msg,
    ).toBe('The uploaded test cases were not found or have expired; upload them again');
  });

  it('needs a special judge to be written in C or C++ and compiled successfully first', async () => {
    expect((await messageOf(problemFormBody({}, { judgeMode: 'spj' }))).msg).toBe(
      'The special judge or interactive mode needs its program code',
    );
    expect(
      (await messageOf(problemFormBody({ spjCode: 'class A {}', spjLanguage: 'Java' }, { judgeMode: 'spj' })))
        .msg,
    ).toBe('Special judges and interactors may be written in C, C++ only');
    expect(
      (await messageOf(problemFormBody({ spjCode: 'int main(){}' }, { judgeMode: 'interactive' }))).msg,
    ).toBe('The special judge or interactive program has not been compiled successfully; compile it first');
  });

  it('keeps a CS problem as a quiz paper with its answer key and no test data', async () => {
    expect((await messageOf(problemFormBody({ problemId: unique('CS') }))).msg).toBe(
      'Invalid parameter problem.quiz: A problem whose id starts with CS needs its quiz paper',
    );
    const quiz = {
      questions: [{ kind: 'choice', text: 'Pick A', options: ['a', 'b', 'c', 'd'], score: 10 }],
      answers: ['A'],
    };
    const { pid, caseVersion } = await create(
      problemFormBody(
        { problemId: unique('CS'), input: '', output: '', quiz },
        { samples: [], languages: [] },
      ),
    );
    expect(caseVersion).toBe('');
    const form = await api<{ problem: Json; samples: Json[] }>('GET', 'problem', { query: { pid } });
    expect(form.envelope.data.problem.quiz).toEqual(quiz);
    expect(form.envelope.data.samples).toEqual([]);
  });

  it('refuses the same tag twice and tags that do not exist', async () => {
    const name = unique('tag-');
    expect(
      (await messageOf(problemFormBody({}, { tags: [{ name }, { name: name.toLowerCase() }] }))).msg,
    ).toBe(`Do not add duplicate tags: ${name.toLowerCase()}`);
    expect((await messageOf(problemFormBody({}, { tags: [{ id: 987_654_321 }] }))).msg).toBe(
      'The tag does not exist: 987654321',
    );
  });

  it('refuses to update a problem that does not exist or is not named', async () => {
    expect((await messageOf(problemFormBody({ id: 987_654_321 }), 'PUT')).status).toBe(404);
    expect((await messageOf(problemFormBody(), 'PUT')).msg).toBe(
      'Invalid parameter problem.id: Problem id is required',
    );
  });

  it('refuses a compile without code or in a language judges cannot use for checkers', async () => {
    const empty = await api('POST', 'problem/compile-spj', { body: { code: ' ', language: 'C' } });
    expect(empty.envelope.msg).toBe('The special judge or interactive mode needs its program code');
    const java = await api('POST', 'problem/compile-interactive', { body: { code: 'x', language: 'Java' } });
    expect(java.envelope.msg).toBe('Special judges and interactors may be written in C, C++ only');
    const badFiles = await api('POST', 'problem/compile-spj', {
      body: { code: 'x', language: 'C', extraFiles: '{"../x":"y"}' },
    });
    expect(badFiles.envelope.msg).toMatch(/^Invalid parameter extraFiles/);
  });
});

describe('tags and classifications', () => {
  it('creates, renames and deletes tags with names unique per judge source', async () => {
    const classification = await api<Json>('POST', 'tag/classification', {
      body: { name: unique('C-'), rank: 3 },
    });
    expect(classification.envelope.data).toMatchObject({ oj: 'ME', rank: 3 });
    const tcid = classification.envelope.data.id as number;
    const name = unique('algo-');
    const tag = await api<Json>('POST', 'tag', { body: { name, color: '#ff0000', tcid } });
    expect(tag.envelope.data).toMatchObject({ name, oj: 'ME', tcid, classification: { id: tcid } });
    expect((await api('POST', 'tag', { body: { name: name.toLowerCase() } })).envelope.msg).toBe(
      `A tag named ${name.toLowerCase()} already exists for ME`,
    );
    expect((await api('POST', 'tag', { body: { name, oj: 'CF' } })).envelope.status).toBe(200);
    expect((await api('POST', 'tag', { body: { name: unique(), tcid: 987_654_321 } })).envelope.status).toBe(
      404,
    );

    const id = tag.envelope.data.id as number;
    const renamed = await api<Json>('PUT', 'tag', { body: { id, name: `${name}-2`, tcid } });
    expect(renamed.envelope.data).toMatchObject({ name: `${name}-2` });
    // The old name is free again.
    expect((await api('POST', 'tag', { body: { name } })).envelope.status).toBe(200);
    const all = await api<Json[]>('GET', 'tag/get-all-tag', { query: { oj: 'ME' } });
    expect(all.envelope.data.map((t) => t.name)).toEqual(expect.arrayContaining([name, `${name}-2`]));
    expect(all.envelope.data.every((t) => t.oj === 'ME')).toBe(true);

    // A deleted tag leaves the problems that carried it.
    const { pid } = await create(problemFormBody({}, { tags: [{ id }] }));
    expect((await api('DELETE', 'tag', { query: { tid: id } })).envelope.status).toBe(200);
    const form = await api<{ tags: Json[] }>('GET', 'problem', { query: { pid } });
    expect(form.envelope.data.tags).toEqual([]);
    expect((await api('DELETE', 'tag', { query: { tid: id } })).envelope.status).toBe(404);
  });

  it('reuses an existing tag when a problem names it, and makes a new one otherwise', async () => {
    const name = unique('graph-');
    const tag = await api<Json>('POST', 'tag', { body: { name } });
    const fresh = unique('dp-');
    const { pid } = await create(
      problemFormBody({}, { tags: [{ name: name.toLowerCase() }, { name: fresh }] }),
    );
    const form = await api<{ tags: Json[] }>('GET', 'problem', { query: { pid } });
    expect(form.envelope.data.tags.map((t) => t.name)).toEqual([name, fresh]);
    expect(form.envelope.data.tags[0]?.id).toBe(tag.envelope.data.id);
  });

  it('renames and ranks classifications, and leaves the tags of a deleted one unclassified', async () => {
    const created = await api<Json>('POST', 'tag/classification', {
      body: { name: unique('K-'), oj: 'Mine' },
    });
    const tcid = created.envelope.data.id as number;
    const updated = await api<Json>('PUT', 'tag/classification', {
      body: { id: tcid, name: 'Graphs', rank: 9 },
    });
    expect(updated.envelope.data).toEqual({ id: tcid, name: 'Graphs', oj: 'ME', rank: 9 });
    const listed = await api<Json[]>('GET', 'tag/classification', { query: { oj: 'ME' } });
    expect(listed.envelope.data).toContainEqual({ id: tcid, name: 'Graphs', oj: 'ME', rank: 9 });
    const tag = await api<Json>('POST', 'tag', { body: { name: unique('bfs-'), tcid } });

    expect((await api('DELETE', 'tag/classification', { query: { tcid } })).envelope.status).toBe(200);
    const all = await api<Json[]>('GET', 'tag/get-all-tag');
    expect(all.envelope.data.find((t) => t.id === tag.envelope.data.id)).toMatchObject({
      tcid: null,
      classification: null,
    });
    expect((await api('DELETE', 'tag/classification', { query: { tcid } })).envelope.status).toBe(404);
    expect((await api('PUT', 'tag/classification', { body: { id: tcid, name: 'x' } })).envelope.status).toBe(
      404,
    );
  });
});
