import { randomUUID } from 'node:crypto';
import { judgeStatus } from '@oj/shared';
import { userStatsKey } from '../../../functions/src/data/stats/stats-keys';
import { trainingCategoryToItem } from '../../../functions/src/data/training-categories/training-category-item';
import { trainingLineToItem, trainingToItem } from '../../../functions/src/data/trainings/training-item';
import { toItem } from '../../../functions/src/data/kit/versioned-item';
import { trainingProblemKey, trainingRankKey } from '../../../functions/src/data/trainings/training-keys';
import { batchWriteAll, type Item } from '../batch-write-all';
import { benchAccount } from '../bench-account';

/** What the benchmark reads: a private training with a rank, a student and the training count. */
export interface TrainingVolume {
  rankedTid: number;
  student: { uid: string; username: string };
}

/**
 * `trainings` trainings of `problemsEach` problems in four categories (one a course pack), and
 * `students` students with a rank row in the first training (a private one) and a third of its
 * problems solved. Bulk-loaded: the reads are measured, not the judge.
 */
export async function seedTrainingVolume(
  trainings: number,
  problemsEach: number,
  students: number,
): Promise<TrainingVolume> {
  const now = new Date().toISOString();
  const owner = { uid: randomUUID().replaceAll('-', ''), username: 'benchteacher' };
  const items: Item[] = [];
  const categories = ['课包-入门', '基础练习', '提高练习', '隐藏-草稿'];
  categories.forEach((name, index) =>
    items.push(
      trainingCategoryToItem({
        id: index + 1,
        name,
        color: '#409EFF',
        gid: null,
        gmtCreate: now,
        gmtModified: now,
      }),
    ),
  );
  const pidsOf = (tid: number) =>
    Array.from({ length: problemsEach }, (_, index) => 1000 + ((tid * 7 + index) % 2000));
  for (let tid = 1; tid <= trainings; tid++) {
    const training = {
      tid,
      title: `Training ${tid}`,
      description: String((tid % 5) * 5),
      author: owner.username,
      uid: owner.uid,
      auth: tid === 1 ? ('Private' as const) : ('Public' as const),
      privatePwd: tid === 1 ? 'bench' : '',
      status: true,
      rank: tid,
      categoryId: (tid % categories.length) + 1,
      gid: null,
      gmtCreate: now,
      gmtModified: now,
    };
    const pids = pidsOf(tid);
    items.push(trainingToItem(training));
    const { privatePwd: _password, ...line } = training;
    items.push(trainingLineToItem({ ...line, pids }));
    pids.forEach((pid, index) =>
      items.push(
        toItem(trainingProblemKey(tid, pid), 'TrainingProblem', 1, {
          id: tid * 1000 + index,
          tid,
          pid,
          displayId: `P${pid}`,
          rank: index + 1,
          gmtCreate: now,
          gmtModified: now,
        }),
      ),
    );
  }
  const rankedPids = pidsOf(1);
  let student = { uid: '', username: '' };
  for (let index = 0; index < students; index++) {
    const { uid, username, item } = benchAccount('trainee', index, now, {
      nickname: `Trainee ${index}`,
      realname: `Real ${index}`,
    });
    if (index === 0) student = { uid, username };
    items.push(item);
    const solved = rankedPids.slice(0, (index % problemsEach) + 1);
    items.push({ ...userStatsKey(uid), solved: new Set(solved), tried: new Set(rankedPids) });
    const cells = Object.fromEntries(
      rankedPids.map((pid) =>
        solved.includes(pid)
          ? [
              String(pid),
              { status: judgeStatus.accepted, score: 100, isAC: true, runTime: (index * 13) % 900 },
            ]
          : [String(pid), { status: judgeStatus.wrongAnswer, score: 0, isAC: false }],
      ),
    );
    items.push(
      toItem(trainingRankKey(1, uid), 'TrainingRankRow', 1, {
        tid: 1,
        uid,
        identity: {
          uid,
          username,
          nickname: `Trainee ${index}`,
          realname: `Real ${index}`,
          school: '',
          gender: 'secrecy',
          avatar: '',
        },
        cells,
        ac: solved.length,
        totalRunTime: solved.length * ((index * 13) % 900),
        revision: 1,
      }),
    );
  }
  await batchWriteAll(items);
  return { rankedTid: 1, student };
}
