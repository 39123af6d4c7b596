import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  getGroupRankList,
  judgeStatus,
  oiRankScore,
  problemType,
  type GroupRankRow,
  type Page,
} from '@oj/shared';
import { useLocalStack } from './local-stack';
import { groupClass, groupSend, type GroupClass } from './group-fixtures';
import { callerOf } from './discussion-kit';
import { problemWith, judgeAs } from './submission-fixtures';
import { capacityOf } from './submissions-kit';
import { groupRank, groupRankUntil, judgedInGroup, setTitle } from './group-rank-kit';
import { getWebsiteConfig } from '../src/data/website-config/get-website-config';
import { updateWebsiteConfig } from '../src/data/website-config/update-website-config';
import { requeueSubmission } from '../src/data/submissions/requeue-submission';
import { getSubmission } from '../src/data/submissions/get-submission';
import type { Problem } from '../src/data/problems/problem-item';
import type { Submission } from '../src/data/submissions/submission-item';

/*
 * The group rank through the real /api: members proper (auth 3–5) ranked by what they submitted in
 * the group, kept per member as verdicts land and cut from the group's snapshot.
 */

let url: string;
let group: GroupClass;
let problems: { p1: Problem; p2: Problem; oi: Problem; outside: Problem };
let rejudged: Submission;

const uids = (page: Page<GroupRankRow>) => page.records.map((row) => row.uid);
const row = (page: Page<GroupRankRow>, uid: string) => page.records.find((line) => line.uid === uid);
const acScore = (difficulty: number) => oiRankScore(100, difficulty);

beforeAll(async () => {
  ({ url } = useLocalStack());
  group = await groupClass(url);
  const { gid } = group;
  problems = {
    p1: await problemWith({ gid, difficulty: 2 }),
    p2: await problemWith({ gid, difficulty: 2 }),
    oi: await problemWith({ gid, type: problemType.oi, difficulty: 10 }),
    outside: await problemWith(),
  };
  // The site's teacher marker (the setting the site's ranking uses); one is set when none is.
  let marker = (await getWebsiteConfig()).rankTeacherTitleMarker;
  if (!marker) {
    marker = `Teacher${randomUUID().slice(0, 4)}`;
    await updateWebsiteConfig({ rankTeacherTitleMarker: marker });
  }
  await setTitle(group.root.uid, `Head ${marker}`);
  const { member, admin, root, outsider } = group;
  // member: 2 solved in 3 submissions; admin: 1 solved in 2, with OI points; root: a teacher.
  await judgedInGroup(member, problems.p1, gid, judgeStatus.wrongAnswer);
  await judgedInGroup(member, problems.p1, gid, judgeStatus.accepted, 100);
  rejudged = await judgedInGroup(member, problems.p2, gid, judgeStatus.accepted, 100);
  await judgedInGroup(admin, problems.p1, gid, judgeStatus.accepted, 100);
  await judgedInGroup(admin, problems.oi, gid, judgeStatus.partialAccepted, 60);
  await judgedInGroup(root, problems.p1, gid, judgeStatus.accepted, 100);
  // Outside the group nothing counts for it, nor does an outsider's submission.
  await judgedInGroup(member, problems.outside, 0, judgeStatus.accepted, 100);
  await judgedInGroup(outsider, problems.outside, gid, judgeStatus.accepted, 100);
}, 120_000);

describe('the group rank', () => {
  it('ranks members proper by solved, then fewer submissions, with zeros for a member who has not submitted (type 0)', async () => {
    const { member, admin, owner, root, applicant, refused, outsider } = group;
    const page = await groupRankUntil(url, member, { gid: group.gid, type: 0 }, (answer) =>
      answer.records.some((line) => line.uid === admin.uid && line.total === 2),
    );
    expect(getGroupRankList.response.parse(page)).toEqual(page);
    expect(uids(page)).toEqual([member.uid, admin.uid, owner.uid]);
    expect(row(page, member.uid)).toMatchObject({ ac: 2, total: 3, score: 2 * acScore(2) });
    expect(row(page, admin.uid)).toMatchObject({
      ac: 1,
      total: 2,
      score: acScore(2) + oiRankScore(60, 10),
    });
    expect(row(page, owner.uid)).toMatchObject({ ac: 0, total: 0, score: 0 });
    for (const left of [root, applicant, refused, outsider]) expect(row(page, left.uid)).toBeUndefined();
    expect(page).toMatchObject({ total: 3, size: 50, current: 1, pages: 1 });
  });

  it('orders by score for type 1', async () => {
    const page = (await groupRank(url, group.member, { gid: group.gid, type: 1 })).envelope.data;
    expect(uids(page)).toEqual([group.admin.uid, group.member.uid, group.owner.uid]);
  });

  it('pages and searches the same snapshot, the last page costing what the first does', async () => {
    const first = await groupRank(url, group.member, { gid: group.gid, type: 0, limit: 1, currentPage: 1 });
    const last = await groupRank(url, group.member, { gid: group.gid, type: 0, limit: 1, currentPage: 3 });
    expect(uids(first.envelope.data)).toEqual([group.member.uid]);
    expect(uids(last.envelope.data)).toEqual([group.owner.uid]);
    expect(last.envelope.data).toMatchObject({ total: 3, size: 1, current: 3, pages: 3 });
    expect(capacityOf(last).read).toBeLessThanOrEqual(capacityOf(first).read);
    // The session, the scope's group and member row, the head and the member count: 3 RCU at any page.
    expect(capacityOf(last).read).toBeLessThanOrEqual(3);
    const account = await getSubmission(rejudged.submitId);
    const search = await groupRank(url, group.admin, {
      gid: group.gid,
      type: 0,
      searchUser: String(account?.username).toUpperCase(),
    });
    expect(uids(search.envelope.data)).toEqual([group.member.uid]);
    expect(search.envelope.data.total).toBe(1);
  });

  it('moves a rejudged verdict exactly: the solve it made comes out, its submission stays counted once', async () => {
    const stored = await getSubmission(rejudged.submitId, true);
    if (!stored) throw new Error('the submission is gone');
    expect(await requeueSubmission(stored, { type: problemType.acm, difficulty: 2 })).toBe(true);
    await judgeAs({ ...stored, round: 2 }, problems.p2, judgeStatus.wrongAnswer, 0, 2);
    const page = await groupRankUntil(url, group.member, { gid: group.gid, type: 0 }, (answer) =>
      answer.records.some((line) => line.uid === group.member.uid && line.ac === 1),
    );
    expect(row(page, group.member.uid)).toMatchObject({ ac: 1, total: 3, score: acScore(2) });
    // Ties on solved fall to fewer submissions: the admin's 2 before the member's 3.
    expect(uids(page)).toEqual([group.admin.uid, group.member.uid, group.owner.uid]);
  });

  it("counts a submission in one of the group's contests for solved and submissions, not for the score", async () => {
    const before = (await groupRank(url, group.admin, { gid: group.gid, type: 0 })).envelope.data;
    const admin = row(before, group.admin.uid) ?? { ac: 0, total: 0, score: 0 };
    const contestId = 900_000_000 + Math.floor(Math.random() * 1e6);
    await judgedInGroup(group.admin, problems.p2, group.gid, judgeStatus.accepted, 100, contestId);
    const page = await groupRankUntil(url, group.admin, { gid: group.gid, type: 0 }, (answer) =>
      answer.records.some((line) => line.uid === group.admin.uid && line.total === admin.total + 1),
    );
    expect(row(page, group.admin.uid)).toMatchObject({ ac: admin.ac + 1, score: admin.score });
  });

  it('shows a member who joins with zeros and drops one who leaves', async () => {
    const send = groupSend(url);
    const newcomer = await callerOf();
    const applied = await send('POST', '/api/group/member', newcomer, {
      gid: group.gid,
      reason: 'Joining late',
    });
    expect(applied.envelope.status).toBe(200);
    const accepted = await send(
      'PUT',
      '/api/group/member',
      group.owner,
      {},
      {
        gid: group.gid,
        uid: newcomer.uid,
        auth: 3,
      },
    );
    expect(accepted.envelope.status).toBe(200);
    const joined = await groupRankUntil(
      url,
      group.member,
      { gid: group.gid, type: 0 },
      (page) => row(page, newcomer.uid) !== undefined,
      75_000,
    );
    expect(row(joined, newcomer.uid)).toMatchObject({ ac: 0, total: 0, score: 0 });
    const left = await send('DELETE', '/api/group/member/exit', newcomer, { gid: group.gid });
    expect(left.envelope.status).toBe(200);
    await groupRankUntil(
      url,
      group.member,
      { gid: group.gid, type: 0 },
      (page) => row(page, newcomer.uid) === undefined,
      75_000,
    );
  }, 180_000);

  it('is for the group: members and the super admin read it, anyone else is refused', async () => {
    const query = { gid: group.gid, type: 0 };
    const expected: [keyof GroupClass, number][] = [
      ['visitor', 401],
      ['outsider', 403],
      ['applicant', 403],
      ['refused', 403],
      ['member', 200],
      ['admin', 200],
      ['root', 200],
      ['siteAdmin', 403],
      ['superAdmin', 200],
    ];
    for (const [who, status] of expected) {
      const answer = await groupRank(url, group[who] as never, query);
      expect([who, answer.envelope.status]).toEqual([who, status]);
    }
  });

  it('refuses a type other than 0 or 1 and a missing group id, naming the field', async () => {
    const badType = await groupRank(url, group.member, { gid: group.gid, type: 2 });
    expect(badType.envelope.status).toBe(400);
    expect(badType.envelope.msg).toMatch(/type/i);
    const noGid = await groupRank(url, group.member, { type: 0 });
    expect(noGid.envelope.status).toBe(400);
    expect(noGid.envelope.msg).toMatch(/gid|group/i);
  });
});
