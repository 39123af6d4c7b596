import { memberAuth } from '@oj/shared';
import { addToCounters } from '../../data/counters';
import { putContest } from '../../data/contests/put-contest';
import { contestSequenceKey } from '../../data/contests/contest-keys';
import { addContestProblem } from '../../data/contest-problems/save-contest-problem';
import { createDiscussion } from '../../data/discussions/create-discussion';
import { listDiscussionCategories } from '../../data/discussions/discussion-categories';
import { createGroup } from '../../data/groups/create-group';
import { loadGroupCatalogue } from '../../data/groups/group-catalogue';
import { addMember, nextMemberId } from '../../data/groups/member-writes';
import { findPidByProblemId } from '../../data/problems/get-problem';
import { trainingCategories } from '../../data/training-categories/training-categories';
import { storeNewTraining } from '../../data/trainings/put-training';
import { addTrainingProblem } from '../../data/trainings/training-problems';
import { findUserByUsername } from '../../data/users/find-user';
import { roleOfLine } from '../../modules/discussion/discussion-author';
import { demoClass, demoClassContest } from './demo-class';
import { demoProblems } from './demo-problems';
import { seedDemoProblem } from './seed-demo-problems';
import { storedContestOf, submitDemoSubmissions } from './seed-demo-contests';

async function accountOf(username: string) {
  const account = await findUserByUsername(username);
  if (!account) throw new Error(`the demo account ${username} is missing`);
  return account;
}

/**
 * The demo class (docs/demo-data.md), made only when no group has its short name: the group owned by
 * `teacher`, its members and applicant, its two problems (copies of demo problems with their test
 * data), the homework training, the class test with its submissions queued for the judges (with
 * `submissions`), and the forum question. Answers 1 when it made the class, 0 when it was there.
 */
export async function seedDemoClass(options: { submissions: boolean }, now = Date.now()): Promise<number> {
  const catalogue = await loadGroupCatalogue();
  if (catalogue.some((line) => line.shortName.toUpperCase() === demoClass.shortName.toUpperCase())) return 0;
  const teacher = await accountOf(demoClass.owner);
  const stamp = new Date(now).toISOString();
  const created = await createGroup(
    (gid) => ({
      gid,
      avatar: '',
      name: demoClass.name,
      shortName: demoClass.shortName,
      brief: demoClass.brief,
      description: demoClass.description,
      owner: teacher.username,
      ownerUid: teacher.uid,
      auth: demoClass.auth,
      code: demoClass.code,
      visible: true,
      status: 0,
      gmtCreate: stamp,
      gmtModified: stamp,
    }),
    (gid, id) => ({
      id,
      gid,
      uid: teacher.uid,
      username: teacher.username,
      auth: memberAuth.root,
      reason: '',
      gmtCreate: stamp,
      gmtModified: stamp,
    }),
    undefined,
    new Date(now),
  );
  if ('refusal' in created) return 0;
  const { gid } = created;
  const rows = [
    ...demoClass.members.map((username) => ({ username, auth: memberAuth.member, reason: '' })),
    ...demoClass.applicants.map(({ username, reason }) => ({ username, auth: memberAuth.applying, reason })),
  ];
  for (const row of rows) {
    const account = await accountOf(row.username);
    await addMember({
      id: await nextMemberId(),
      gid,
      uid: account.uid,
      username: account.username,
      auth: row.auth,
      reason: row.reason,
      gmtCreate: stamp,
      gmtModified: stamp,
    });
  }

  const pids = new Map<string, number>();
  for (const { demoProblemId, ownId } of demoClass.problems) {
    const demo = demoProblems.find((problem) => problem.problemId === demoProblemId);
    if (!demo) throw new Error(`the demo problem ${demoProblemId} is missing`);
    const problemId = `${demoClass.shortName}${ownId}`;
    await seedDemoProblem(demo, new Map(), { problemId, gid, author: teacher });
    const pid = await findPidByProblemId(problemId);
    if (pid === undefined) throw new Error(`the class problem ${problemId} was not stored`);
    pids.set(demoProblemId, pid);
  }

  trainingCategories.forget();
  const [category] = await trainingCategories();
  if (category) {
    const tid = await storeNewTraining((id) => ({
      tid: id,
      title: demoClass.homework.title,
      description: '5',
      author: teacher.username,
      uid: teacher.uid,
      auth: 'Public',
      privatePwd: '',
      status: true,
      rank: demoClass.homework.rank,
      categoryId: category.id,
      gid,
      gmtCreate: stamp,
      gmtModified: stamp,
    }));
    for (const [index, { demoProblemId, ownId }] of demoClass.problems.entries())
      await addTrainingProblem({ tid, pid: pids.get(demoProblemId) ?? 0, displayId: ownId, rank: index + 1 });
  }

  const { value } = await addToCounters(contestSequenceKey, { value: 1 });
  const contest = storedContestOf(demoClassContest, value as number, teacher, now, gid);
  await putContest(contest, { ifNew: true });
  for (const problem of demoClassContest.problems)
    await addContestProblem({
      cid: contest.cid,
      pid: pids.get(problem.problemId) ?? 0,
      displayId: problem.displayId,
      displayTitle: problem.displayTitle,
      color: problem.color,
    });
  if (options.submissions) await submitDemoSubmissions(demoClassContest, contest, pids);

  const general = (await listDiscussionCategories()).find((row) => row.name === '综合');
  if (general)
    await createDiscussion(
      {
        uid: teacher.uid,
        author: teacher.username,
        avatar: teacher.avatar ?? '',
        role: roleOfLine(teacher.roleCode),
        categoryId: general.id,
        title: demoClass.discussion.title,
        description: demoClass.discussion.description,
        pid: null,
        topPriority: false,
        status: 0,
        gid,
        gmtCreate: stamp,
        gmtModified: stamp,
      },
      demoClass.discussion.content,
      null,
    );
  return 1;
}
