import type { ApplyPublicProgress } from '@oj/shared';
import { keyOf } from '../item-key';
import { queryAll } from '../kit/query-all';
import { paddedGid } from '../groups/group-keys';
import type { Problem } from './problem-item';
import { problemSummaryFromItem, type ProblemSummary } from './problem-summary';

/*
 * Two indexes of the catalogue lines of group problems, so a group's lists never read the site's
 * whole catalogue and nothing a group reads grows with the number of groups:
 * - gsi1 `GROUPPROBLEMS#<gid>` / `<pid>`: a group's problems (one Query of its own lines);
 * - gsi2 `GROUPPROBLEMAPPLY` / `<progress>#<gid>#<pid>`: the problems that applied for the public set
 *   (the site admins' review queue, applying first), present only while a progress is set.
 * Both are written with the line itself (`save-problem.ts`, `apply-public-progress.ts`).
 */

const applyQueuePartition = 'GROUPPROBLEMAPPLY';
const padded = (id: number) => String(id).padStart(10, '0');

/** The gsi1 keys of a group problem's catalogue line; none for a site problem. */
export function groupProblemIndexFields(problem: Pick<Problem, 'pid' | 'gid'>): Record<string, string> {
  return problem.gid === null
    ? {}
    : { gsi1pk: keyOf('GROUPPROBLEMS', problem.gid), gsi1sk: padded(problem.pid) };
}

/** The gsi2 keys of a line in the review queue (and its progress, which the queue lists). */
export function applyQueueFields(
  problem: Pick<Problem, 'pid' | 'gid'>,
  progress: ApplyPublicProgress,
): Record<string, string | number> {
  return {
    gsi2pk: applyQueuePartition,
    gsi2sk: `${progress}#${paddedGid(problem.gid ?? 0)}#${padded(problem.pid)}`,
    applyPublicProgress: progress,
  };
}

/** What leaves the review queue: the line keeps no progress. */
export const applyQueueAttributes = ['gsi2pk', 'gsi2sk', 'applyPublicProgress'] as const;

/** A catalogue line with where its application to the public set stands. */
export interface GroupProblemLine extends ProblemSummary {
  applyPublicProgress: ApplyPublicProgress | null;
}

function lineOf(item: Record<string, unknown>): GroupProblemLine {
  const progress = item.applyPublicProgress;
  return {
    ...problemSummaryFromItem(item),
    applyPublicProgress:
      progress === undefined || progress === null ? null : (Number(progress) as ApplyPublicProgress),
  };
}

/**
 * The catalogue lines of group `gid`'s problems, in pid order: one Query of gsi1, 0.5 RCU per 4 KB of
 * the group's own lines (a line is about 300 bytes). The index lags a write by a moment.
 */
export async function listGroupProblemLines(gid: number): Promise<GroupProblemLine[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keyOf('GROUPPROBLEMS', gid) },
  });
  return items.filter((item) => item.problemId !== undefined).map(lineOf);
}

/**
 * The review queue: every group problem with a progress, applying first, then accepted, then refused,
 * each by group and pid. One Query of gsi2, 0.5 RCU per 4 KB of the queue.
 */
export async function listAppliedProblemLines(): Promise<GroupProblemLine[]> {
  const items = await queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': applyQueuePartition },
  });
  return items.filter((item) => item.problemId !== undefined).map(lineOf);
}
