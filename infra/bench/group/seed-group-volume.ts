import { memberAuth } from '@oj/shared';
import { groupLineToItem, groupToItem } from '../../../functions/src/data/groups/group-item';
import { memberToItem } from '../../../functions/src/data/groups/member-item';
import { groupRankRowPut } from '../../../functions/src/data/group-rank/group-rank-rows';
import { findPidByProblemId } from '../../../functions/src/data/problems/get-problem';
import { demoProblems } from '../../../functions/src/seed/demo/demo-problems';
import { seedDemoProblem } from '../../../functions/src/seed/demo/seed-demo-problems';
import { batchWriteAll, type Item } from '../batch-write-all';
import { benchAccount } from '../bench-account';

/** A student of the school: an account, and the group it is in. */
export interface BenchMember {
  uid: string;
  username: string;
}

const classSize = (group: number, groups: number, members: number, largest: number) =>
  group === 1
    ? largest
    : Math.floor((members - largest) / (groups - 1)) +
      (group - 2 < (members - largest) % (groups - 1) ? 1 : 0);

/**
 * Groups `from`…`to` of a school of `groups` groups and `members` members, the first (the largest
 * class) `largest` strong: each group, its catalogue line with its count, its owner's and members'
 * rows, and an account per member. Bulk-loaded: the reads are measured, not the writes.
 */
export async function seedGroups(
  from: number,
  to: number,
  school: { groups: number; members: number; largest: number },
): Promise<BenchMember[]> {
  const now = new Date().toISOString();
  const items: Item[] = [];
  const firstClass: BenchMember[] = [];
  for (let gid = from; gid <= to; gid++) {
    const owner = benchAccount(`teacher${gid}x`, 0, now, { nickname: `Teacher ${gid}`, realname: '' });
    items.push(owner.item);
    const size = classSize(gid, school.groups, school.members, school.largest);
    const group = {
      gid,
      avatar: '',
      name: `Class number ${gid}`,
      shortName: `bench${gid}`,
      brief: `The class number ${gid}`,
      description: `Where class ${gid} meets`,
      owner: owner.username,
      ownerUid: owner.uid,
      auth: 2 as const,
      code: 'BENCH1',
      visible: gid % 10 !== 0,
      status: 0,
      gmtCreate: now,
      gmtModified: now,
    };
    items.push(groupToItem(group));
    const { code: _code, ...line } = group;
    items.push(groupLineToItem({ ...line, memberCount: size + 1 }));
    const row = (uid: string, username: string, auth: 3 | 5, index: number) =>
      memberToItem({
        id: gid * 1000 + index,
        gid,
        uid,
        username,
        auth,
        reason: '',
        gmtCreate: now,
        gmtModified: now,
      });
    items.push(row(owner.uid, owner.username, memberAuth.root, 0));
    for (let index = 1; index <= size; index++) {
      const student = benchAccount(`g${gid}s`, index, now, { nickname: `Student ${index}`, realname: '' });
      items.push(student.item, row(student.uid, student.username, memberAuth.member, index));
      if (gid === 1) firstClass.push({ uid: student.uid, username: student.username });
    }
  }
  await batchWriteAll(items);
  return firstClass;
}

/**
 * The largest class's own problems (copies of the demo A+B with its test data) and a rank row for
 * each of its members, as the verdict effect writes them: `solvedEach` of the problems by the first
 * member, fewer by each next. Answers the problems' pids.
 */
export async function seedFirstClassWork(
  members: readonly BenchMember[],
  problems: number,
): Promise<number[]> {
  const demo = demoProblems.find((problem) => problem.problemId === 'P1000');
  if (!demo) throw new Error('the demo problem P1000 is missing');
  const pids: number[] = [];
  for (let index = 1; index <= problems; index++) {
    const problemId = `bench1P${index}`;
    await seedDemoProblem(demo, new Map(), {
      problemId,
      gid: 1,
      author: { uid: 'bench', username: 'bench' },
    });
    const pid = await findPidByProblemId(problemId);
    if (pid === undefined) throw new Error(`${problemId} was not stored`);
    pids.push(pid);
  }
  const rows: Item[] = members.map((member, index) => {
    const solved = pids.slice(0, Math.max(0, pids.length - (index % (pids.length + 1))));
    const runs = Object.fromEntries(
      solved.map((pid, at) => [String(pid), { [String(index * 100 + at + 1)]: [0, 100, 0] as const }]),
    );
    return groupRankRowPut(1, { uid: member.uid, runs, revision: 1 }).Item as Item;
  });
  await batchWriteAll(rows);
  return pids;
}
