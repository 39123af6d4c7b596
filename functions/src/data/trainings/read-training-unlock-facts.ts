import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { isCoursePackCategory } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import { userKey } from '../users/user-item';
import { readUserProblemProgress } from '../users/read-user-problem-status';
import { trainingCategories } from '../training-categories/training-categories';
import { trainingCatalogue } from './training-catalogue';
import { byTrainingOrder } from './training-item';

/** What the course-pack unlock rule needs that only the table knows (the viewer's role is the policy's). */
export interface TrainingUnlockReadFacts {
  /** The training before this one in its pack and how much of it the viewer solved; null for the first. */
  previous: { tid: number; title: string; problemCount: number; acCount: number } | null;
  /** The viewer's title ('' without one or for visitors). */
  viewerTitle: string;
}

export async function readTitleName(uid: string): Promise<string> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: userKey(uid), ProjectionExpression: 'titleName' }),
  );
  return typeof Item?.titleName === 'string' ? Item.titleName : '';
}

/**
 * The unlock facts of training `tid` in category `categoryId` for `uid`: null when the category is no
 * course pack. The pack is the category's visible trainings of the same place (the site's, or one
 * group's: `gid`), by rank, then id (the catalogue, kept five
 * seconds); the previous training's solved count reads the viewer's solved set and title (two
 * GetItems, 1 RCU) only when there is a previous training.
 */
export async function readTrainingUnlockFacts(
  tid: number,
  categoryId: number | null,
  uid: string | undefined,
  gid: number | null = null,
): Promise<TrainingUnlockReadFacts | null> {
  if (categoryId === null) return null;
  const category = (await trainingCategories()).find((candidate) => candidate.id === categoryId);
  if (!isCoursePackCategory(category?.name)) return null;
  const pack = (await trainingCatalogue())
    .filter((line) => line.categoryId === categoryId && line.status && line.gid === gid)
    .sort(byTrainingOrder);
  const index = pack.findIndex((line) => line.tid === tid);
  const before = index > 0 ? pack[index - 1] : undefined;
  if (!before) return { previous: null, viewerTitle: '' };
  const [progress, viewerTitle] = uid
    ? await Promise.all([readUserProblemProgress(uid), readTitleName(uid)])
    : [undefined, ''];
  return {
    previous: {
      tid: before.tid,
      title: before.title,
      problemCount: before.pids.length,
      acCount: before.pids.filter((pid) => progress?.solved.has(pid)).length,
    },
    viewerTitle,
  };
}
