import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  addGroupProblem,
  adminChangeGroupProblemProgress,
  adminGetGroupProblemApplyList,
  applyGroupProblemPublic,
  changeGroupProblemAuth,
  deleteGroupProblem,
  getGroupAdminProblemList,
  getGroupProblem,
  getGroupProblemCases,
  getGroupProblemList,
  getGroupProblemTags,
  groupCompileInteractive,
  groupCompileSpj,
  roleCodes,
  updateGroupProblem,
  type CallDefinition,
  type GroupAdminProblemRow,
  type Page,
} from '@oj/shared';
import { eventually, useLocalStack } from './local-stack';
import { groupClass, groupSend, type GroupClass } from './group-fixtures';
import { callerOf, type Caller } from './discussion-kit';
import { problemFormBody, storeProblem } from './problem-fixtures';
import { getJudgeSpec } from '../src/data/judge-specs/judge-spec-store';
import { getProblem } from '../src/data/problems/get-problem';
import { readTestDataFile } from '../src/data/problems/test-data-store';
import { zipOf } from '../src/modules/file/testcase-archive/archive-fixtures';

let url: string;
let send: ReturnType<typeof groupSend>;
let team: GroupClass;
let problemAdmin: Caller;
beforeAll(async () => {
  ({ url } = useLocalStack());
  send = groupSend(url);
  team = await groupClass(url);
  problemAdmin = await callerOf(roleCodes.problemAdmin);
}, 60_000);

const run = () => randomUUID().replaceAll('-', '').slice(0, 6).toUpperCase();

interface Made {
  pid: number;
  /** As stored, with the short name in front. */
  problemId: string;
  /** As the form gave it. */
  given: string;
}

/** The group's problems as its admin list shows them. */
async function adminRows(caller: Caller = team.owner, gid = team.gid): Promise<GroupAdminProblemRow[]> {
  const answer = await send<Page<GroupAdminProblemRow>>('GET', '/api/group/get-admin-problem-list', caller, {
    gid,
    limit: 100,
  });
  expect(answer.envelope.status, answer.envelope.msg).toBe(200);
  return getGroupAdminProblemList.response.parse(answer.envelope.data).records;
}

/** A problem made through POST /api/group/problem by `caller`, found in the admin list. */
async function makeProblem(
  caller: Caller,
  fields: Record<string, unknown> = {},
  rest: Record<string, unknown> = {},
  group: GroupClass = team,
): Promise<Made> {
  const given = `A${run()}`;
  const body = problemFormBody({ problemId: given, gid: group.gid, title: `Sum ${given}`, ...fields }, rest);
  const answer = await send('POST', '/api/group/problem', caller, {}, body);
  expect(answer.envelope, JSON.stringify(answer.envelope)).toMatchObject({ status: 200, data: null });
  addGroupProblem.response.parse(answer.envelope.data);
  const problemId = `${group.shortName}${given}`;
  const rows = await eventually(
    () => adminRows(group.owner, group.gid),
    (found) => found.some((row) => row.problemId === problemId),
  );
  const row = rows.find((found) => found.problemId === problemId);
  if (!row) throw new Error(`${problemId} is not in the group's admin list`);
  return { pid: row.pid, problemId, given };
}

const statusOf = async (
  method: string,
  path: string,
  caller: Caller,
  query: Record<string, string | number | boolean> = {},
  body?: unknown,
) => (await send(method, path, caller, query, body)).envelope.status;

describe('a group problem', () => {
  it('is stored with the short name in front and edited without it', async () => {
    const made = await makeProblem(team.admin);
    const row = (await adminRows()).find((found) => found.pid === made.pid);
    expect(row).toMatchObject({
      problemId: made.problemId,
      gid: team.gid,
      isGroup: true,
      applyPublicProgress: null,
    });
    const form = await send('GET', '/api/group/problem', team.admin, { pid: made.pid });
    expect(form.envelope.status, form.envelope.msg).toBe(200);
    const parsed = getGroupProblem.response.parse(form.envelope.data);
    expect(parsed.problem).toMatchObject({ id: made.pid, problemId: made.given, gid: team.gid });
    expect(parsed.samples).toHaveLength(2);
  });

  it('keeps the short name in front when saved again, and the same pid', async () => {
    const made = await makeProblem(team.admin);
    const form = getGroupProblem.response.parse(
      (await send('GET', '/api/group/problem', team.admin, { pid: made.pid })).envelope.data,
    );
    const renamed = `B${run()}`;
    const body = problemFormBody({ id: made.pid, problemId: renamed, title: 'Renamed' });
    const answer = await send('PUT', '/api/group/problem', team.admin, {}, body);
    expect(answer.envelope, JSON.stringify(answer.envelope)).toMatchObject({ status: 200, data: null });
    updateGroupProblem.response.parse(answer.envelope.data);
    expect(form.problem.problemId).toBe(made.given);
    const stored = await getProblem(made.pid);
    expect(stored).toMatchObject({
      problemId: `${team.shortName}${renamed}`,
      title: 'Renamed',
      gid: team.gid,
    });
  });

  it('names the field the form is missing, and refuses a display id too long with the short name', async () => {
    const noTitle = await send(
      'POST',
      '/api/group/problem',
      team.admin,
      {},
      problemFormBody({ gid: team.gid, title: '' }),
    );
    expect(noTitle.envelope).toMatchObject({ status: 400 });
    expect(noTitle.envelope.msg).toMatch(/title/i);
    const noGroup = await send('POST', '/api/group/problem', team.admin, {}, problemFormBody({}));
    expect(noGroup.envelope.status).toBe(400);
    expect(noGroup.envelope.msg).toMatch(/problem\.gid/);
    const long = await send(
      'POST',
      '/api/group/problem',
      team.admin,
      {},
      problemFormBody({ gid: team.gid, problemId: 'x'.repeat(64) }),
    );
    expect(long.envelope).toMatchObject({ status: 400 });
    expect(long.envelope.msg).toMatch(/at most 64/);
  });

  it('is made by the group admins only', async () => {
    const body = () => problemFormBody({ problemId: `C${run()}`, gid: team.gid });
    for (const [caller, status] of [
      [team.visitor, 401],
      [team.outsider, 403],
      [team.applicant, 403],
      [team.refused, 403],
      [team.member, 403],
      [team.siteAdmin, 403],
    ] as const)
      expect(await statusOf('POST', '/api/group/problem', caller, {}, body())).toBe(status);
    for (const caller of [team.root, team.superAdmin])
      expect(await statusOf('POST', '/api/group/problem', caller, {}, body())).toBe(200);
    const gone = await send(
      'POST',
      '/api/group/problem',
      team.admin,
      {},
      problemFormBody({ gid: 900_000_777 }),
    );
    expect(gone.envelope.status).toBe(404);
  });

  it('is changed by a root of the group or the admin who made it, nobody else', async () => {
    const byRoot = await makeProblem(team.root);
    const byAdmin = await makeProblem(team.admin);
    const change = (caller: Caller, pid: number) =>
      statusOf('PUT', '/api/group/change-problem-auth', caller, { pid, auth: 1 });
    const refusal = await send('PUT', '/api/group/change-problem-auth', team.admin, {
      pid: byRoot.pid,
      auth: 2,
    });
    expect(refusal.envelope.status).toBe(403);
    expect(refusal.envelope.msg).toMatch(/root of group .* or the one who made it/);
    expect(await change(team.admin, byAdmin.pid)).toBe(200);
    expect(await change(team.root, byAdmin.pid)).toBe(200);
    expect(await change(team.owner, byRoot.pid)).toBe(200);
    expect(await change(team.superAdmin, byRoot.pid)).toBe(200);
    for (const [caller, status] of [
      [team.visitor, 401],
      [team.outsider, 403],
      [team.applicant, 403],
      [team.refused, 403],
      [team.member, 403],
      [team.siteAdmin, 403],
    ] as const) {
      expect(await change(caller, byAdmin.pid), `change-problem-auth`).toBe(status);
      expect(await statusOf('GET', '/api/group/problem', caller, { pid: byAdmin.pid }), 'form').toBe(status);
      expect(
        await statusOf('GET', '/api/group/get-problem-cases', caller, { pid: byAdmin.pid }),
        'cases',
      ).toBe(status);
      expect(
        await statusOf('PUT', '/api/group/apply-public', caller, { pid: byAdmin.pid, isApplied: true }),
        'apply',
      ).toBe(status);
      expect(await statusOf('DELETE', '/api/group/problem', caller, { pid: byAdmin.pid }), 'delete').toBe(
        status,
      );
    }
    expect(await statusOf('GET', '/api/group/problem', team.admin, { pid: byRoot.pid })).toBe(403);
  });

  it('answers a site problem through the group calls as no group problem', async () => {
    const { problem } = await storeProblem();
    const answer = await send('GET', '/api/group/problem', team.superAdmin, { pid: problem.pid });
    expect(answer.envelope).toMatchObject({ status: 404, msg: `There is no group problem ${problem.pid}` });
    expect(await statusOf('DELETE', '/api/group/problem', team.owner, { pid: problem.pid })).toBe(404);
  });

  it('gives its cases to those who may change it, as the admin call does', async () => {
    const made = await makeProblem(team.admin);
    const typed = await send('GET', '/api/group/get-problem-cases', team.admin, {
      pid: made.pid,
      isUpload: false,
    });
    expect(typed.envelope.status, typed.envelope.msg).toBe(200);
    const cases = getGroupProblemCases.response.parse(typed.envelope.data);
    expect(cases.map((row) => row.input)).toEqual(['1 2\n', '5 7\n']);
  });

  it('is deleted with what is kept beside it', async () => {
    const made = await makeProblem(team.admin);
    const answer = await send('DELETE', '/api/group/problem', team.admin, { pid: made.pid });
    expect(answer.envelope).toMatchObject({ status: 200, data: null });
    deleteGroupProblem.response.parse(answer.envelope.data);
    expect(await getProblem(made.pid)).toBeUndefined();
    expect((await adminRows()).some((row) => row.pid === made.pid)).toBe(false);
    expect(await statusOf('GET', '/api/group/problem', team.admin, { pid: made.pid })).toBe(404);
  });
});

describe("the group's problem lists", () => {
  it('show members the public problems only, in display-id order, and admins every one', async () => {
    const open = await makeProblem(team.admin);
    const hidden = await makeProblem(team.admin);
    const auth = await send('PUT', '/api/group/change-problem-auth', team.admin, {
      pid: hidden.pid,
      auth: 2,
    });
    expect(auth.envelope).toMatchObject({ status: 200, data: null });
    changeGroupProblemAuth.response.parse(auth.envelope.data);
    const list = await eventually(
      () =>
        send<Page<unknown>>('GET', '/api/group/get-problem-list', team.member, { gid: team.gid, limit: 100 }),
      (answer) => answer.envelope.status === 200,
    );
    const page = getGroupProblemList.response.parse(list.envelope.data);
    const ids = page.records.map((row) => row.pid);
    expect(ids).toContain(open.pid);
    expect(ids).not.toContain(hidden.pid);
    const shown = page.records.map((row) => row.problemId);
    expect(shown).toEqual(
      [...shown].sort(new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare),
    );
    expect(page.records.find((row) => row.pid === open.pid)).toMatchObject({
      total: 0,
      ac: 0,
      myStatus: -10,
    });
    const all = (await adminRows(team.admin)).map((row) => row.pid);
    expect(all).toEqual(expect.arrayContaining([open.pid, hidden.pid]));
    expect(all).toEqual([...all].sort((a, b) => b - a));
  });

  it('page by currentPage and limit', async () => {
    await makeProblem(team.admin);
    await makeProblem(team.admin);
    const first = await send<Page<unknown>>('GET', '/api/group/get-admin-problem-list', team.admin, {
      gid: team.gid,
      limit: 1,
      currentPage: 2,
    });
    expect(first.envelope.data).toMatchObject({ size: 1, current: 2 });
    expect(first.envelope.data.records).toHaveLength(1);
    expect(first.envelope.data.total).toBeGreaterThanOrEqual(2);
  });

  it('open to members (the member list) and to group admins (the admin list, tags, checkers) only', async () => {
    const members = { gid: team.gid };
    const table: [Caller, number, number][] = [
      [team.visitor, 401, 401],
      [team.outsider, 403, 403],
      [team.applicant, 403, 403],
      [team.refused, 403, 403],
      [team.member, 200, 403],
      [team.admin, 200, 200],
      [team.root, 200, 200],
      [team.owner, 200, 200],
      [team.siteAdmin, 403, 403],
      [team.superAdmin, 200, 200],
    ];
    for (const [caller, memberStatus, adminStatus] of table) {
      expect(await statusOf('GET', '/api/group/get-problem-list', caller, members)).toBe(memberStatus);
      expect(await statusOf('GET', '/api/group/get-admin-problem-list', caller, members)).toBe(adminStatus);
      expect(await statusOf('GET', '/api/group/get-all-problem-tags', caller, members)).toBe(adminStatus);
      // An empty program is refused before any compile: what is left is whether the caller may.
      const compile = await statusOf('POST', '/api/group/compile-spj', caller, members, {
        code: '',
        language: 'C',
      });
      expect(compile).toBe(adminStatus === 200 ? 400 : adminStatus);
    }
    const missing = await send('GET', '/api/group/get-problem-list', team.member, { gid: 900_000_778 });
    expect(missing.envelope.status).toBe(404);
  });

  it("offer the site's tags and the group's own, never another group's", async () => {
    const other = await groupClass(url);
    const tagName = `own ${run()}`;
    const made = await makeProblem(team.admin, {}, { tags: [{ name: tagName }] });
    const tags = await send('GET', '/api/group/get-all-problem-tags', team.admin, { gid: team.gid });
    expect(tags.envelope.status, tags.envelope.msg).toBe(200);
    const parsed = getGroupProblemTags.response.parse(tags.envelope.data);
    const own = parsed.find((tag) => tag.name === tagName);
    expect(own).toMatchObject({ gid: team.gid });
    expect(parsed.every((tag) => tag.gid === null || tag.gid === team.gid)).toBe(true);
    const theirs = getGroupProblemTags.response.parse(
      (await send('GET', '/api/group/get-all-problem-tags', other.owner, { gid: other.gid })).envelope.data,
    );
    expect(theirs.some((tag) => tag.name === tagName)).toBe(false);
    const borrowed = await send(
      'POST',
      '/api/group/problem',
      other.owner,
      {},
      problemFormBody({ problemId: `D${run()}`, gid: other.gid }, { tags: [{ id: own?.id }] }),
    );
    expect(borrowed.envelope).toMatchObject({ status: 403 });
    expect((await getProblem(made.pid))?.tagIds).toEqual([own?.id]);
  });

  it('answer the compile calls as the admin compile call does', async () => {
    for (const call of [groupCompileSpj, groupCompileInteractive] as CallDefinition[]) {
      const answer = await send(
        call.method,
        call.path,
        team.admin,
        { gid: team.gid },
        { code: ' ', language: 'C' },
      );
      expect(answer.envelope.status).toBe(400);
      const wrongLanguage = await send(
        call.method,
        call.path,
        team.admin,
        { gid: team.gid },
        {
          code: 'int main(){}',
          language: 'Brainfuck',
        },
      );
      expect(wrongLanguage.envelope.status).toBe(400);
    }
  });
});

describe('a group problem on the public site', () => {
  it('never shows in the public list, detail or submit, to site admins neither, but opens through its group', async () => {
    const made = await makeProblem(team.admin);
    const list = await send<Page<{ pid: number }>>('GET', '/api/get-problem-list', team.siteAdmin, {
      keyword: made.problemId,
    });
    expect(list.envelope.data.records.some((row) => row.pid === made.pid)).toBe(false);
    for (const caller of [team.visitor, team.member, team.siteAdmin, team.owner]) {
      const detail = await send('GET', '/api/get-problem-detail', caller, { problemId: made.problemId });
      expect(detail.envelope.status, 'public detail').toBe(403);
    }
    const submit = await send(
      'POST',
      '/api/submit-problem-judge',
      team.member,
      {},
      {
        pid: made.pid,
        language: 'C',
        code: 'int main(){return 0;}',
      },
    );
    expect(submit.envelope.status).toBe(403);
    const inGroup = { problemId: made.problemId, gid: team.gid };
    expect(await statusOf('GET', '/api/get-problem-detail', team.member, inGroup)).toBe(200);
    expect(
      await statusOf('GET', '/api/get-problem-detail', team.superAdmin, { problemId: made.problemId }),
    ).toBe(200);
    expect(await statusOf('GET', '/api/get-problem-detail', team.outsider, inGroup)).toBe(403);
    expect(await statusOf('GET', '/api/get-problem-detail', team.applicant, inGroup)).toBe(403);
  });
});

describe('the test data of a group problem', () => {
  const download = (caller: Caller, pid: number) =>
    fetch(`${url}/api/file/download-testcase?pid=${pid}`, {
      headers: caller.token ? { authorization: caller.token, 'accept-language': 'en-US' } : {},
    });

  it('downloads to a root of the group, the admin who made it and site admins, nobody else', async () => {
    const made = await makeProblem(team.admin);
    for (const caller of [team.admin, team.root, team.owner, team.siteAdmin, team.superAdmin]) {
      const response = await download(caller, made.pid);
      expect(response.headers.get('content-type'), 'zip').toMatch(/zip/);
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
    for (const caller of [team.member, team.outsider, team.applicant]) {
      const response = await download(caller, made.pid);
      const envelope = (await response.json()) as { status: number };
      expect(envelope.status).toBe(403);
    }
    const { problem } = await storeProblem();
    expect(((await (await download(team.admin, problem.pid)).json()) as { status: number }).status).toBe(403);
  });
});

describe('an uploaded test data archive of a group problem', () => {
  const upload = async (caller: Caller, query: string) => {
    const form = new FormData();
    form.set('mode', 'default');
    const archive = zipOf({ '1.in': '4 5\n', '1.out': '9\n' });
    form.set('file', new Blob([archive], { type: 'application/zip' }), 'cases.zip');
    const response = await fetch(`${url}/api/file/upload-testcase-zip${query}`, {
      method: 'POST',
      body: form,
      headers: caller.token ? { authorization: caller.token, 'accept-language': 'en-US' } : {},
    });
    return (await response.json()) as { status: number; msg: string; data: { fileListDir: string } };
  };

  it("is staged for the group's admins with its gid, and the group problem is saved with it", async () => {
    const staged = await upload(team.admin, `?gid=${team.gid}`);
    expect(staged.status, staged.msg).toBe(200);
    const made = await makeProblem(
      team.admin,
      {},
      {
        isUploadTestCase: true,
        uploadTestcaseDir: staged.data.fileListDir,
        samples: [{ input: '1.in', output: '1.out' }],
      },
    );
    const spec = await getJudgeSpec(made.pid);
    expect(
      Buffer.from(await readTestDataFile(made.pid, spec?.testDataVersion ?? '', '1.out')).toString(),
    ).toBe('9\n');
    for (const [caller, query, status] of [
      [team.member, `?gid=${team.gid}`, 403],
      [team.outsider, `?gid=${team.gid}`, 403],
      [team.admin, '', 403],
      [team.siteAdmin, `?gid=${team.gid}`, 403],
      [team.siteAdmin, '', 200],
    ] as const)
      expect((await upload(caller, query)).status).toBe(status);
  });
});

describe('the application to the public set', () => {
  const review = (caller: Caller, query: Record<string, string | number | boolean> = {}) =>
    send<Page<GroupAdminProblemRow>>('GET', '/api/admin/group-problem/list', caller, {
      limit: 100,
      ...query,
    });
  const decide = (caller: Caller, pid: number, progress: number) =>
    send('PUT', '/api/admin/group-problem/change-progress', caller, {}, { pid, progress });

  it('puts the problem in the review queue and takes it out when withdrawn', async () => {
    const made = await makeProblem(team.admin);
    const applied = await send('PUT', '/api/group/apply-public', team.admin, {
      pid: made.pid,
      isApplied: true,
    });
    expect(applied.envelope).toMatchObject({ status: 200, data: null });
    applyGroupProblemPublic.response.parse(applied.envelope.data);
    const queue = await eventually(
      () => review(problemAdmin, { gid: team.gid }),
      (answer) => answer.envelope.data.records.some((row) => row.pid === made.pid),
    );
    const page = adminGetGroupProblemApplyList.response.parse(queue.envelope.data);
    expect(page.records.find((row) => row.pid === made.pid)).toMatchObject({
      applyPublicProgress: 1,
      gid: team.gid,
      problemId: made.problemId,
    });
    expect(page.records.every((row) => row.gid === team.gid)).toBe(true);
    const byKeyword = await review(problemAdmin, { keyword: made.given.toLowerCase() });
    expect(byKeyword.envelope.data.records.map((row) => row.pid)).toEqual([made.pid]);
    await send('PUT', '/api/group/apply-public', team.admin, { pid: made.pid, isApplied: false });
    const after = await eventually(
      () => review(problemAdmin, { gid: team.gid }),
      (answer) => !answer.envelope.data.records.some((row) => row.pid === made.pid),
    );
    expect(after.envelope.data.records.some((row) => row.pid === made.pid)).toBe(false);
    expect((await getProblem(made.pid))?.applyPublicProgress).toBeNull();
  });

  it('is reviewed by problem admins and the super admin only', async () => {
    const made = await makeProblem(team.admin);
    for (const [caller, status] of [
      [team.visitor, 401],
      [team.member, 403],
      [team.owner, 403],
      [team.siteAdmin, 403],
    ] as const) {
      expect((await review(caller)).envelope.status).toBe(status);
      expect((await decide(caller, made.pid, 3)).envelope.status).toBe(status);
    }
    expect((await review(team.superAdmin)).envelope.status).toBe(200);
    expect((await decide(problemAdmin, made.pid, 3)).envelope.status, 'not applying').toBe(400);
    expect((await decide(problemAdmin, made.pid, 1)).envelope.status, 'progress').toBe(400);
  });

  it('refused, leaves the problem with the group, which may apply again', async () => {
    const made = await makeProblem(team.admin);
    await send('PUT', '/api/group/apply-public', team.admin, { pid: made.pid, isApplied: true });
    const refused = await decide(problemAdmin, made.pid, 3);
    expect(refused.envelope).toMatchObject({ status: 200, data: null });
    adminChangeGroupProblemProgress.response.parse(refused.envelope.data);
    expect(await getProblem(made.pid)).toMatchObject({ applyPublicProgress: 3, gid: team.gid });
    const queue = await eventually(
      () => review(problemAdmin, { gid: team.gid }),
      (answer) => answer.envelope.data.records.some((row) => row.pid === made.pid),
    );
    expect(queue.envelope.data.records.find((row) => row.pid === made.pid)?.applyPublicProgress).toBe(3);
    expect((await decide(problemAdmin, made.pid, 3)).envelope.status).toBe(400);
    expect(
      await statusOf('PUT', '/api/group/apply-public', team.admin, { pid: made.pid, isApplied: true }),
    ).toBe(200);
    expect((await getProblem(made.pid))?.applyPublicProgress).toBe(1);
  });

  it('accepted, copies the problem with its test data into the public set, and the group keeps its own', async () => {
    const made = await makeProblem(team.admin);
    await send('PUT', '/api/group/apply-public', team.admin, { pid: made.pid, isApplied: true });
    const accepted = await decide(problemAdmin, made.pid, 2);
    expect(accepted.envelope).toMatchObject({ status: 200, data: null });
    const own = await getProblem(made.pid);
    expect(own).toMatchObject({ gid: team.gid, applyPublicProgress: 2, problemId: made.problemId });
    const publicPid = own?.publicPid as number;
    const copy = await getProblem(publicPid);
    expect(copy).toMatchObject({ gid: null, auth: 1, title: `Sum ${made.given}`, problemId: made.given });
    const detail = await send('GET', '/api/get-problem-detail', team.visitor, { problemId: made.given });
    expect(detail.envelope.status, detail.envelope.msg).toBe(200);
    const [ownSpec, copySpec] = await Promise.all([getJudgeSpec(made.pid), getJudgeSpec(publicPid)]);
    expect(copySpec).toMatchObject({ pid: publicPid, problemId: made.given, cases: ownSpec?.cases });
    expect(copySpec?.testDataVersion).not.toBe('');
    const firstInput = ownSpec?.cases[0]?.input ?? '';
    const copied = await readTestDataFile(publicPid, copySpec?.testDataVersion ?? '', firstInput);
    expect(Buffer.from(copied).toString()).toBe('1 2\n');
    expect((await decide(problemAdmin, made.pid, 2)).envelope.status, 'twice').toBe(400);
    const again = await send('PUT', '/api/group/apply-public', team.admin, {
      pid: made.pid,
      isApplied: true,
    });
    expect(again.envelope.status).toBe(400);
    // Deleting the group's problem leaves the public copy.
    await send('DELETE', '/api/group/problem', team.admin, { pid: made.pid });
    expect(await getProblem(publicPid)).toMatchObject({ gid: null });
  });

  it('accepted by two problem admins at once, makes one public copy', async () => {
    const made = await makeProblem(team.admin);
    await send('PUT', '/api/group/apply-public', team.admin, { pid: made.pid, isApplied: true });
    const answers = await Promise.all([
      decide(problemAdmin, made.pid, 2),
      decide(team.superAdmin, made.pid, 2),
    ]);
    expect(answers.map((answer) => answer.envelope.status).sort()).toEqual([200, 400]);
    const own = await getProblem(made.pid);
    expect(own?.applyPublicProgress).toBe(2);
    const found = await eventually(
      () =>
        send<Page<{ pid: number }>>('GET', '/api/get-problem-list', team.visitor, { keyword: made.given }),
      (answer) => answer.envelope.data.records.length > 0,
    );
    expect(found.envelope.data.records.map((row) => row.pid)).toEqual([own?.publicPid]);
  });
});
