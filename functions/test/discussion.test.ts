import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { discussionRules, roleCodes, type SwitchConfig } from '@oj/shared';
import { callApi, eventually, useLocalStack } from './local-stack';
import { storeProblem } from './problem-fixtures';
import {
  callerOf,
  categoryId,
  discussionApi,
  discussionBody,
  english,
  postDiscussion,
  titledCaller,
  visitor,
  type Caller,
  type DiscussionApi,
} from './discussion-kit';

let url: string;
let api: DiscussionApi;
let root: Caller;
let admin: Caller;
let student: Caller;
let general: number;
let solutions: number;
beforeAll(async () => {
  ({ url } = useLocalStack());
  api = discussionApi(url);
  root = await callerOf(roleCodes.superAdmin);
  admin = await callerOf(roleCodes.admin);
  general = await categoryId(api, root, '综合');
  solutions = await categoryId(api, root, discussionRules.solutionCategoryName);
});
/* A new student for each test: every student posts at most the site's discussions a day. */
beforeEach(async () => {
  student = await callerOf();
});

describe('the categories', () => {
  it('lists the seeded categories, the solutions category to admin roles only', async () => {
    const names = async (caller: Caller) => (await api.categories(caller)).envelope.data.map((c) => c.name);
    expect(await names(root)).toEqual(expect.arrayContaining(['综合', '题解', '求助', '闲聊']));
    expect(await names(admin)).toContain('题解');
    expect(await names(await callerOf(roleCodes.problemAdmin))).toContain('题解');
    expect(await names(student)).not.toContain('题解');
    expect(await names(visitor)).not.toContain('题解');
    expect(await names(visitor)).toContain('综合');
  });

  it('lets the super admin rename and add categories, skipping blank names and deleting none', async () => {
    const before = (await api.categories(root)).envelope.data;
    const added = `New ${randomUUID().slice(0, 6)}`;
    const answer = await api.upsertCategories(root, [{ name: added }, { name: '' }]);
    expect(answer.envelope.status, answer.envelope.msg).toBe(200);
    const saved = answer.envelope.data.find((category) => category.name === added);
    expect(saved).toBeDefined();
    expect(answer.envelope.data).toHaveLength(before.length + 1);
    const renamed = `${added} renamed`;
    const again = await api.upsertCategories(root, [{ id: saved?.id, name: renamed }]);
    expect(again.envelope.data.find((category) => category.id === saved?.id)?.name).toBe(renamed);
    expect(again.envelope.data).toHaveLength(before.length + 1);
  });

  it('refuses the upsert to a visitor (401) and to admins and users (403)', async () => {
    expect((await api.upsertCategories(visitor, [{ name: 'x' }])).httpStatus).toBe(401);
    for (const caller of [admin, student, await callerOf(roleCodes.problemAdmin)])
      expect((await api.upsertCategories(caller, [{ name: 'x' }])).httpStatus).toBe(403);
  });
});

describe('the demo board', () => {
  it('starts with a pinned welcome from root and student1’s solution of P1000, titled with its problem', async () => {
    const rows = (await api.list(root, { limit: 100 })).envelope.data.records;
    expect(rows.find((row) => row.title === '欢迎来到讨论区')).toMatchObject({
      author: 'root',
      role: 'root',
      topPriority: true,
      categoryId: general,
    });
    const solution = (await api.list(visitor, { pid: 'P1000' })).envelope.data.records.find(
      (row) => row.author === 'student1',
    );
    expect(solution).toMatchObject({
      title: '[P1000] A+B Problem 题解：小心 32 位溢出',
      categoryId: solutions,
    });
  });
});

describe('posting a discussion', () => {
  it('shows a new post in its author’s very next list read, first among the unpinned', async () => {
    const body = discussionBody(general);
    const answer = await api.add(student, body);
    expect(answer.envelope.status, answer.envelope.msg).toBe(200);
    const page = (await api.list(student, { limit: 100 })).envelope.data;
    const unpinned = page.records.filter((row) => !row.topPriority);
    const ids = unpinned.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(unpinned.find((row) => row.title === body.title)).toMatchObject({
      title: body.title,
      description: body.description,
      categoryId: general,
      uid: student.uid,
      viewNum: 0,
      likeNum: 0,
      commentNum: 0,
      topPriority: false,
      status: 0,
      pid: null,
      role: 'default_user',
    });
  });

  it('prefixes the title of a problem’s discussion with the problem’s display id, once', async () => {
    const { problem } = await storeProblem();
    const row = await postDiscussion(
      api,
      student,
      discussionBody(general, { pid: problem.problemId.toLowerCase() }),
    );
    expect(row.pid).toBe(problem.problemId);
    expect(row.title.startsWith(`[${problem.problemId}] Topic `)).toBe(true);
    const forProblem = (await api.list(visitor, { pid: problem.problemId })).envelope.data;
    expect(forProblem.records.map((line) => line.id)).toEqual([row.id]);
  });

  it('refuses a problem that does not exist and a category that does not exist, naming the field', async () => {
    const noProblem = await api.add(student, discussionBody(general, { pid: 'NO-SUCH-PROBLEM' }));
    expect(noProblem.envelope.status).toBe(400);
    expect(noProblem.envelope.msg).toContain('pid');
    const noCategory = await api.add(student, discussionBody(999_999));
    expect(noCategory.envelope.status).toBe(400);
    expect(noCategory.envelope.msg).toContain('categoryId');
    const blankTitle = await api.add(student, discussionBody(general, { title: '   ' }));
    expect(blankTitle.envelope.status).toBe(400);
    expect(blankTitle.envelope.msg).toContain('title');
    const longContent = await api.add(student, discussionBody(general, { content: 'x'.repeat(65_536) }));
    expect(longContent.envelope.status).toBe(400);
  });

  it('takes a student’s solution only for a problem, and an admin’s anywhere', async () => {
    const bare = await api.add(student, discussionBody(solutions));
    expect(bare.envelope.status).toBe(400);
    expect(bare.envelope.msg).toContain('pid');
    const { problem } = await storeProblem();
    const row = await postDiscussion(api, student, discussionBody(solutions, { pid: problem.problemId }));
    expect(row.categoryId).toBe(solutions);
    expect((await api.add(admin, discussionBody(solutions))).envelope.status).toBe(200);
    const edit = { ...discussionBody(solutions), id: row.id, pid: null };
    expect((await api.update(student, edit)).envelope.msg).toContain('pid');
  });

  it('keeps the pin of an admin’s post and ignores a student’s, listing pinned posts first', async () => {
    const pinned = await postDiscussion(api, admin, discussionBody(general, { topPriority: true }));
    const tried = await postDiscussion(api, student, discussionBody(general, { topPriority: true }));
    expect(pinned.topPriority).toBe(true);
    expect(pinned.role).toBe('admin');
    expect(tried.topPriority).toBe(false);
    const rows = (await api.list(visitor, { limit: 100 })).envelope.data.records;
    const firstUnpinned = rows.findIndex((row) => !row.topPriority);
    expect(rows.slice(firstUnpinned).some((row) => row.topPriority)).toBe(false);
    expect(rows.findIndex((row) => row.id === pinned.id)).toBeLessThan(firstUnpinned);
  });

  it('refuses posting to roles 1004, 1005, 1006 and 1007 by name, and lets 1003 post', async () => {
    for (const role of [
      roleCodes.noDiscussion,
      roleCodes.muted,
      roleCodes.noSubmitNoDiscussion,
      roleCodes.noSubmitMuted,
    ]) {
      const answer = await api.add(await callerOf(role), discussionBody(general));
      expect(answer.envelope.status, `role ${role}`).toBe(403);
      expect(answer.envelope.msg).toMatch(
        /^Your account is (barred from .+|muted), so it cannot post or edit discussions$/,
      );
    }
    expect((await api.add(await callerOf(roleCodes.noSubmit), discussionBody(general))).envelope.status).toBe(
      200,
    );
    expect((await api.add(visitor, discussionBody(general))).httpStatus).toBe(401);
  });

  it('stores script payloads byte for byte, for the web to render sanitised', async () => {
    const payloads = [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(1)">',
      '[click](javascript:alert(1))',
      '<svg><script>alert(1)</script></svg><svg onload=alert(1)>',
      '<div style="background:url(javascript:alert(1))">css</div>',
      '[a](<javascript:alert(1)>) ![b](x" onerror="alert(1))',
    ].join('\n');
    const row = await postDiscussion(
      api,
      student,
      discussionBody(general, { content: payloads, description: '<b onmouseover=alert(1)>d</b>' }),
    );
    const detail = (await api.detail(student, row.id)).envelope.data;
    expect(detail.content).toBe(payloads);
    expect(detail.description).toBe('<b onmouseover=alert(1)>d</b>');
  });
});

describe('listing', () => {
  it('filters by keyword, by category as cid or categoryId, and by onlyMine; a visitor’s onlyMine is empty', async () => {
    const word = `kw${randomUUID().slice(0, 8)}`;
    const author = await callerOf();
    const help = await categoryId(api, root, '求助');
    const row = await postDiscussion(api, author, discussionBody(help, { description: `has ${word}` }));
    const ids = async (query: Record<string, string | number | boolean>, caller: Caller = visitor) =>
      (await api.list(caller, { limit: 100, ...query })).envelope.data.records.map((line) => line.id);
    expect(await ids({ keyword: word.toUpperCase() })).toEqual([row.id]);
    expect(await ids({ cid: help })).toContain(row.id);
    expect(await ids({ categoryId: help })).toContain(row.id);
    expect(await ids({ cid: general })).not.toContain(row.id);
    expect(await ids({ onlyMine: true }, author)).toEqual([row.id]);
    expect(await ids({ onlyMine: true })).toEqual([]);
  });

  it('pages 10 by default, answers the page asked for, and cuts a limit over 100 to 100', async () => {
    for (let i = 0; i < 11; i += 1) await api.add(root, discussionBody(general));
    const first = (await api.list(visitor)).envelope.data;
    expect(first.size).toBe(10);
    expect(first.records).toHaveLength(10);
    expect(first.total).toBeGreaterThanOrEqual(11);
    const second = (await api.list(visitor, { currentPage: 2, limit: 5 })).envelope.data;
    expect(second.current).toBe(2);
    expect(second.records[0]?.id).toBe(first.records[5]?.id);
    expect((await api.list(visitor, { limit: 50 })).envelope.data.size).toBe(50);
    expect((await api.list(visitor, { limit: 101 })).envelope.data.size).toBe(100);
  });
});

describe('a discussion’s detail', () => {
  it('answers the content, the category’s name, the author’s title and whether the viewer likes it', async () => {
    const author = await titledCaller('titled');
    const row = await postDiscussion(api, author, discussionBody(general));
    const detail = (await api.detail(visitor, row.id)).envelope.data;
    expect(detail).toMatchObject({
      id: row.id,
      content: expect.stringContaining('# Content'),
      categoryName: '综合',
      author: author.username,
      titleName: 'Gold',
      titleColor: '#ffcc00',
      hasLike: false,
    });
    await api.like(student, row.id, true);
    expect((await api.detail(student, row.id)).envelope.data.hasLike).toBe(true);
    expect((await api.detail(visitor, row.id)).envelope.data.hasLike).toBe(false);
  });

  it('counts a view once per viewer per hour: the same account or address again adds nothing', async () => {
    const row = await postDiscussion(api, student, discussionBody(general));
    const reader = await callerOf();
    const views = async (caller: Caller) => (await api.detail(caller, row.id)).envelope.data.viewNum;
    const burst = await Promise.all(Array.from({ length: 10 }, () => api.detail(reader, row.id)));
    expect(burst.every((answer) => answer.envelope.status === 200)).toBe(true);
    expect(await views(reader)).toBe(1);
    expect(await views(reader)).toBe(1);
    expect(await views(await callerOf())).toBe(2);
    expect(await views(visitor)).toBe(3);
    expect(await views(visitor)).toBe(3);
    /* The list's counts come from a snapshot of at most 10 s. */
    const listed = async () =>
      (await api.list(student, { onlyMine: true, limit: 100 })).envelope.data.records.find(
        (r) => r.id === row.id,
      )?.viewNum;
    expect(await eventually(listed, (views) => views === 3)).toBe(3);
  });

  it('answers a discussion that does not exist with its id', async () => {
    const answer = await api.detail(visitor, 987_654_321);
    expect(answer.envelope.status).toBe(404);
    expect(answer.envelope.msg).toContain('987654321');
  });
});

describe('editing and deleting', () => {
  it('lets the author alone edit, keeps the category and ignores the counts sent', async () => {
    const row = await postDiscussion(api, student, discussionBody(general));
    await api.detail(await callerOf(), row.id);
    const edit = {
      id: row.id,
      title: 'Edited',
      description: 'Edited d',
      content: 'Edited c',
      categoryId: solutions,
      viewNum: 999,
      likeNum: 999,
    };
    expect((await api.update(await callerOf(), edit)).envelope.status).toBe(403);
    expect((await api.update(admin, edit)).envelope.status).toBe(403);
    const answer = await api.update(student, edit);
    expect(answer.envelope.status, answer.envelope.msg).toBe(200);
    const detail = (await api.detail(student, row.id)).envelope.data;
    expect(detail).toMatchObject({
      title: 'Edited',
      description: 'Edited d',
      content: 'Edited c',
      categoryId: general,
      likeNum: 0,
    });
    expect(detail.viewNum).toBe(2);
  });

  it('lets the author or an admin role delete, and no one else', async () => {
    const own = await postDiscussion(api, student, discussionBody(general));
    const other = await postDiscussion(api, student, discussionBody(general));
    expect((await api.remove(await callerOf(), own.id)).envelope.status).toBe(403);
    expect((await api.remove(visitor, own.id)).httpStatus).toBe(401);
    expect((await api.remove(student, own.id)).envelope.status).toBe(200);
    expect((await api.remove(await callerOf(roleCodes.problemAdmin), other.id)).envelope.status).toBe(200);
    for (const id of [own.id, other.id]) {
      expect((await api.detail(visitor, id)).envelope.status).toBe(404);
      expect(
        (await api.list(student, { onlyMine: true, limit: 100 })).envelope.data.records.map((r) => r.id),
      ).not.toContain(id);
    }
  });
});

describe('reporting', () => {
  it('takes tags, a reason or both, refuses neither or a reason over 200 characters, and needs a login', async () => {
    const row = await postDiscussion(api, student, discussionBody(general));
    const reporter = await callerOf();
    /* One open report per account and discussion: each accepted report here comes from a new account. */
    const report = async (content: string, caller?: Caller) =>
      api.report(caller ?? (await callerOf()), { did: row.id, content, reporter: 'someone-else' });
    expect((await report('#spam-ads#')).envelope.status).toBe(200);
    expect((await report('plain reason')).envelope.status).toBe(200);
    expect((await report('#abuse##illegal# and why')).envelope.status).toBe(200);
    const empty = await report('####', reporter);
    expect(empty.envelope.status).toBe(400);
    expect(empty.envelope.msg).toBe('The report label and reason cannot be empty');
    const long = await report(`#abuse# ${'x'.repeat(201)}`, reporter);
    expect(long.envelope.status).toBe(400);
    expect(long.envelope.msg).toContain('200');
    expect((await report(`#abuse# ${'字'.repeat(200)}`)).envelope.status).toBe(200);
    expect((await report('#abuse#', visitor)).httpStatus).toBe(401);
    expect((await api.report(reporter, { did: 987_654_321, content: '#abuse#' })).envelope.status).toBe(404);
  });
});

describe('the public discussion switch', () => {
  const switches = (body: Partial<SwitchConfig>) =>
    callApi<SwitchConfig>(`${url}/api/admin/switch/update`, {
      method: 'PUT',
      token: root.token ?? undefined,
      headers: english,
      body: JSON.stringify({
        openPublicDiscussion: true,
        openGroupDiscussion: true,
        openContestComment: true,
        register: true,
        defaultSubmitInterval: 5,
        ...body,
      }),
    });

  it('closes every board call but the category list with the spec’s message while off', async () => {
    const row = await postDiscussion(api, student, discussionBody(general));
    expect((await switches({ openPublicDiscussion: false })).envelope.status).toBe(200);
    try {
      const closed = await eventually(
        () => api.list(visitor),
        (answer) => answer.envelope.status === 403,
      );
      expect(closed.envelope.msg).toBe('The public discussion area is not open');
      const calls = [
        api.detail(visitor, row.id),
        api.add(student, discussionBody(general)),
        api.update(student, { ...discussionBody(general), id: row.id }),
        api.remove(student, row.id),
        api.like(student, row.id, true),
        api.report(student, { did: row.id, content: '#abuse#' }),
      ];
      for (const answer of await Promise.all(calls)) {
        expect(answer.envelope.status).toBe(403);
        expect(answer.envelope.msg).toBe('The public discussion area is not open');
      }
      expect((await api.categories(visitor)).envelope.status).toBe(200);
    } finally {
      await switches({ openPublicDiscussion: true });
      await eventually(
        () => api.list(visitor),
        (answer) => answer.envelope.status === 200,
      );
    }
  });
});
