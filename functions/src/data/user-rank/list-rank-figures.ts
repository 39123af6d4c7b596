import { batchGetItems } from '../kit/batch-get';
import { queryAll } from '../kit/query-all';
import { rankLineKey, rankLinesIndex } from './rank-line-keys';

/** A user's figures as the ranking orders them. */
export interface RankFigures {
  uid: string;
  /** Judged submissions outside contests. */
  total: number;
  /** Distinct problems solved. */
  ac: number;
  /** Sum of the best OI rank score of each problem. */
  score: number;
}

/** An account without a verdict yet ranks with these. */
export const noFigures = { total: 0, ac: 0, score: 0 } as const;

function setSize(value: unknown): number {
  if (value instanceof Set) return value.size;
  if (Array.isArray(value)) return value.length;
  return 0;
}

function figuresOf(uid: string, item: Record<string, unknown>): RankFigures {
  return {
    uid,
    total: Number(item.submitted ?? 0),
    ac: setSize(item.solved),
    score: Number(item.scoreSum ?? 0),
  };
}

/**
 * Every ranked user's figures: one Query of the index partition `RANK_LINES`, paged by DynamoDB every
 * 1 MB. Cost: 0.5 RCU per 4 KB of the users' totals items (eventually consistent), about 0.3 KB each
 * plus 4 bytes per problem in their `tried` and `solved` sets.
 */
export async function listRankFigures(): Promise<RankFigures[]> {
  const items = await queryAll({
    IndexName: rankLinesIndex.name,
    KeyConditionExpression: 'gsi2pk = :lines',
    ExpressionAttributeValues: { ':lines': rankLinesIndex.partition },
    ProjectionExpression: 'gsi2sk, submitted, solved, scoreSum',
  });
  return items.map((item) => figuresOf(String(item.gsi2sk), item));
}

/**
 * The figures of a few users by key (BatchGetItem of their totals items, 0.5 RCU each, more for a
 * long solved set): accounts newer than the stored snapshot that a search found. A user without a
 * totals item is left out (no verdict yet).
 */
export async function readRankFigures(uids: readonly string[]): Promise<RankFigures[]> {
  const items = await batchGetItems(uids.map(rankLineKey), {
    ProjectionExpression: 'pk, submitted, solved, scoreSum',
  });
  return items.map((item) => figuresOf(String(item.pk).replace(/^USER#/, ''), item));
}
