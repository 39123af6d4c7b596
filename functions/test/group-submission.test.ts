import { beforeAll, describe, expect, it } from 'vitest';
import {
  getSubmissionDetail,
  getSubmissionList,
  judgeStatus,
  submitProblemJudge,
  type Page,
  type SubmissionRow,
} from '@oj/shared';
import { useLocalStack } from './local-stack';
import { groupClass, groupSend, type GroupClass } from './group-fixtures';
import type { Caller } from './discussion-kit';
import { problemWith, judgeAs } from './submission-fixtures';
import { aPlusB } from './submissions-kit';
import { groupRankUntil, judgedInGroup } from './group-rank-kit';
import { getSubmission } from '../src/data/submissions/get-submission';
import { contestSubmitIdBase, groupSubmitIdBase } from '../src/data/submissions/submission-ids';
import type { Problem } from '../src/data/problems/problem-item';
import type { Submission } from '../src/data/submissions/submission-item';

/*
 * Submissions in a group through the real /api: made with the group's `gid`, they follow its scope
 * (its members submit, test, list and read them) and count for its rank, not for another group's.
 */

let url: string;
let group: GroupClass;
let other: GroupClass;
let problem: Problem;
let publicProblem: Problem;
let viaApi: Submission;
let byAdmin: Submission;
let outsideGroup: Submission;

const send = () => groupSend(url);

const submitIn = (caller: Caller, body: Record<string, unknown>) =>
  send()<SubmissionRow>(
    'POST',
    '/api/submit-problem-judge',
    caller,
    {},
    {
      language: 'C',
      code: aPlusB,
      cid: 0,
      tid: 0,
      isRemote: false,
      ...body,
    },
  );

const list = (caller: Caller, query: Record<string, string | number | boolean>) =>
  send()<Page<SubmissionRow>>('GET', '/api/get-submission-list', caller, query);

const ids = (page: Page<SubmissionRow>) => page.records.map((row) => row.submitId);

beforeAll(async () => {
  ({ url } = useLocalStack());
  [group, other] = [await groupClass(url), await groupClass(url)];
  problem = await problemWith({ gid: group.gid, problemId: `${group.shortName}A${Date.now() % 1e6}` });
  publicProblem = await problemWith();
  const made = await submitIn(group.member, { pid: problem.pid, gid: group.gid });
  expect(made.envelope.status).toBe(200);
  const stored = await getSubmission(made.envelope.data.submitId, true);
  if (!stored) throw new Error('the submission made through the API is not stored');
  viaApi = stored;
  await judgeAs(viaApi, problem, judgeStatus.accepted, 100);
  byAdmin = await judgedInGroup(group.admin, problem, group.gid, judgeStatus.wrongAnswer);
  outsideGroup = await judgedInGroup(group.member, publicProblem, 0, judgeStatus.accepted, 100);
}, 120_000);

describe('a submission in a group', () => {
  it("is stored with the group's id when a member submits the group's problem with gid", async () => {
    expect(viaApi).toMatchObject({ gid: group.gid, cid: 0, uid: group.member.uid, pid: problem.pid });
    const again = await submitIn(group.root, { pid: problem.pid, gid: group.gid });
    expect(again.envelope.status).toBe(200);
    expect(submitProblemJudge.response.parse(again.envelope.data)).toMatchObject({ gid: group.gid, cid: 0 });
  });

  it("is refused for the group's problem outside the group, in another group, or by a non-member", async () => {
    const outside = await submitIn(group.member, { pid: problem.pid, gid: null });
    expect(outside.envelope.status).toBe(403);
    const elsewhere = await submitIn(other.member, { pid: problem.pid, gid: other.gid });
    expect(elsewhere.envelope.status).toBe(403);
    for (const who of ['outsider', 'applicant', 'refused', 'siteAdmin'] as const) {
      const refused = await submitIn(group[who], { pid: problem.pid, gid: group.gid });
      expect([who, refused.envelope.status]).toEqual([who, 403]);
    }
    expect((await submitIn(group.visitor, { pid: problem.pid, gid: group.gid })).envelope.status).toBe(401);
  });

  it('takes an Online Test of the group problem from its members only', async () => {
    const run = (caller: Caller) =>
      send()<string>(
        'POST',
        '/api/submit-problem-test-judge',
        caller,
        {},
        {
          pid: problem.pid,
          language: 'C',
          code: aPlusB,
          type: 'group',
          userInput: '1 2\n',
          expectedOutput: '3\n',
        },
      );
    const member = await run(group.member);
    expect(member.envelope.status).toBe(200);
    expect(typeof member.envelope.data).toBe('string');
    expect((await run(group.outsider)).envelope.status).toBe(403);
  });

  it("lists only the group's submissions, newest first, to its members", async () => {
    const answer = await list(group.member, { gid: group.gid });
    expect(answer.envelope.status).toBe(200);
    const page = getSubmissionList.response.parse(answer.envelope.data);
    expect(ids(page)).toEqual(expect.arrayContaining([viaApi.submitId, byAdmin.submitId]));
    expect(ids(page)).not.toContain(outsideGroup.submitId);
    expect(page.records.every((row) => row.gid === group.gid)).toBe(true);
    const order = ids(page);
    expect(order).toEqual([...order].sort((a, b) => b - a));
    expect(ids((await list(other.member, { gid: other.gid })).envelope.data)).toEqual([]);
  });

  it("stays out of the site's list, but in its author's own history", async () => {
    expect(viaApi.submitId).toBeGreaterThan(groupSubmitIdBase);
    expect(outsideGroup.submitId).toBeLessThan(contestSubmitIdBase);
    const everyone = await list(group.visitor, { limit: 50 });
    expect(ids(everyone.envelope.data)).not.toContain(viaApi.submitId);
    const theirs = await list(group.outsider, { username: viaApi.username, limit: 50 });
    expect(ids(theirs.envelope.data)).not.toContain(viaApi.submitId);
    const ofProblem = await list(group.visitor, {
      problemID: publicProblem.problemId,
      completeProblemID: true,
    });
    expect(ids(ofProblem.envelope.data)).toEqual(expect.arrayContaining([outsideGroup.submitId]));
    const mine = await list(group.member, { onlyMine: true, limit: 50 });
    expect(ids(mine.envelope.data)).toEqual(expect.arrayContaining([viaApi.submitId, outsideGroup.submitId]));
  });

  it("filters the group's list by author, problem and verdict", async () => {
    const mine = await list(group.admin, { gid: group.gid, onlyMine: true });
    expect(mine.envelope.data.records.every((row) => row.uid === group.admin.uid)).toBe(true);
    expect(ids(mine.envelope.data)).toContain(byAdmin.submitId);
    const accepted = await list(group.member, { gid: group.gid, status: judgeStatus.accepted });
    expect(ids(accepted.envelope.data)).toEqual([viaApi.submitId]);
    const shownId = problem.problemId.slice(group.shortName.length);
    const byProblem = await list(group.member, {
      gid: group.gid,
      problemID: shownId,
      completeProblemID: true,
    });
    expect(ids(byProblem.envelope.data)).toEqual(expect.arrayContaining([viaApi.submitId, byAdmin.submitId]));
    const none = await list(group.member, { gid: group.gid, problemID: 'nothing-like-it' });
    expect(none.envelope.data).toMatchObject({ records: [], total: 0 });
    const paged = await list(group.member, { gid: group.gid, limit: 1, currentPage: 1 });
    expect(paged.envelope.data.records).toHaveLength(1);
    expect(paged.envelope.data.total).toBeGreaterThan(1);
  });

  it("refuses the group's list to anyone not in it, the super admin excepted", async () => {
    const expected: [keyof GroupClass, number][] = [
      ['visitor', 401],
      ['outsider', 403],
      ['applicant', 403],
      ['refused', 403],
      ['siteAdmin', 403],
      ['root', 200],
      ['superAdmin', 200],
    ];
    for (const [who, status] of expected) {
      const answer = await list(group[who] as Caller, { gid: group.gid });
      expect([who, answer.envelope.status]).toEqual([who, status]);
    }
  });

  it("opens a group submission's detail to its members, the code to its author and the group's roots", async () => {
    const detail = (caller: Caller) =>
      send()<{ codeVisible: boolean; submission: { code?: string | null } }>(
        'GET',
        '/api/get-submission-detail',
        caller,
        { submitId: viaApi.submitId },
      );
    const author = await detail(group.member);
    expect(author.envelope.status).toBe(200);
    getSubmissionDetail.response.parse(author.envelope.data);
    expect(author.envelope.data.codeVisible).toBe(true);
    expect((await detail(group.root)).envelope.data.codeVisible).toBe(true);
    expect((await detail(group.owner)).envelope.data.codeVisible).toBe(true);
    const admin = await detail(group.admin);
    expect(admin.envelope.status).toBe(200);
    expect(admin.envelope.data.codeVisible).toBe(false);
    const superAdmin = await detail(group.superAdmin);
    expect(superAdmin.envelope).toMatchObject({ status: 200, data: { codeVisible: true } });
    for (const who of ['outsider', 'applicant', 'refused', 'siteAdmin'] as const)
      expect([who, (await detail(group[who])).envelope.status]).toEqual([who, 403]);
    expect((await detail(group.visitor)).envelope.status).toBe(401);
  });

  it('gives its author the last accepted code of the group problem', async () => {
    const answer = await send()<{ code: string; language: string }>(
      'GET',
      '/api/get-last-ac-code',
      group.member,
      {
        pid: problem.pid,
      },
    );
    expect(answer.envelope).toMatchObject({ status: 200, data: { code: aPlusB, language: 'C' } });
    const notSolved = await send()('GET', '/api/get-last-ac-code', group.admin, { pid: problem.pid });
    expect(notSolved.envelope.status).not.toBe(200);
  });

  it("counts for its group's rank, and not for another group's", async () => {
    const page = await groupRankUntil(url, group.member, { gid: group.gid, type: 0 }, (answer) =>
      answer.records.some((row) => row.uid === group.member.uid && row.ac === 1),
    );
    expect(page.records.find((row) => row.uid === group.member.uid)).toMatchObject({ ac: 1, total: 1 });
    const elsewhere = await groupRankUntil(url, other.member, { gid: other.gid, type: 0 }, () => true);
    expect(elsewhere.records.every((row) => row.ac === 0 && row.total === 0)).toBe(true);
  });
});
