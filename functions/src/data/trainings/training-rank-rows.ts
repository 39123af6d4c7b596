import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { judgeStatus, type ContestantIdentity, type TrainingRankCell } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import { isConditionFailure } from '../kit/condition-failure';
import { queryAll } from '../kit/query-all';
import { toItem } from '../kit/versioned-item';
import { trainingKey, trainingRankKey, trainingRankPrefix } from './training-keys';

/** A user's row of a training's rank, as stored: a cell per problem (by pid) and the row's sums. */
export interface TrainingRankRow {
  uid: string;
  /** Who the user is, read from their account when the row was made (as a contest board row). */
  identity: ContestantIdentity | null;
  ac: number;
  totalRunTime: number;
  cells: Record<string, TrainingRankCell>;
  /** Bumped by every write: the condition that keeps two verdicts from losing each other's cell. */
  revision: number;
}

function rowFromItem(item: Record<string, unknown>): TrainingRankRow {
  return {
    uid: String(item.uid),
    identity: (item.identity as ContestantIdentity | undefined) ?? null,
    ac: Number(item.ac ?? 0),
    totalRunTime: Number(item.totalRunTime ?? 0),
    cells: (item.cells as Record<string, TrainingRankCell> | undefined) ?? {},
    revision: Number(item.revision ?? 0),
  };
}

/** Every rank row of a training: one Query of its `RANK#` rows (about 60 bytes plus 40 a cell each). */
export async function readTrainingRankRows(tid: number): Promise<TrainingRankRow[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': trainingKey(tid).pk, ':prefix': trainingRankPrefix },
  });
  return items.map(rowFromItem);
}

/**
 * A cell after one more verdict: accepted stays accepted with the fastest run time; otherwise the
 * latest verdict shows; the score is the best so far.
 */
export function nextCell(
  before: TrainingRankCell | undefined,
  verdict: { status: number; score: number | null; timeMs: number | null },
): TrainingRankCell {
  const accepted = verdict.status === judgeStatus.accepted;
  const score = Math.max(before?.score ?? 0, verdict.score ?? (accepted ? 100 : 0));
  if (before?.isAC) {
    const runTime =
      accepted && verdict.timeMs !== null
        ? Math.min(before.runTime ?? verdict.timeMs, verdict.timeMs)
        : before.runTime;
    return { status: judgeStatus.accepted, score, isAC: true, ...(runTime === undefined ? {} : { runTime }) };
  }
  if (accepted) return { status: judgeStatus.accepted, score, isAC: true, runTime: verdict.timeMs ?? 0 };
  return { status: verdict.status, score, isAC: false };
}

/**
 * Put one verdict into a user's row (a strongly consistent GetItem, then a Put on the condition that
 * the row is as read, read again and retried when another verdict came between: 1 RCU + 1 WCU a try);
 * a new row also reads the user's account once, for `identity`.
 * `pids` are the training's problems: `ac` and `totalRunTime` count the cells of those only.
 * Answers the row as written.
 */
export async function recordTrainingVerdict(
  tid: number,
  uid: string,
  pid: number,
  verdict: { status: number; score: number | null; timeMs: number | null },
  pids: readonly number[],
  identityOf: () => Promise<ContestantIdentity>,
): Promise<TrainingRankRow> {
  const key = trainingRankKey(tid, uid);
  for (let attempt = 0; ; attempt += 1) {
    const { Item } = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
    );
    const before = Item
      ? rowFromItem(Item)
      : { uid, identity: await identityOf(), ac: 0, totalRunTime: 0, cells: {}, revision: 0 };
    const cells = { ...before.cells, [String(pid)]: nextCell(before.cells[String(pid)], verdict) };
    const solved = pids.map((id) => cells[String(id)]).filter((cell) => cell?.isAC);
    const row: TrainingRankRow = {
      uid,
      identity: before.identity,
      cells,
      ac: solved.length,
      totalRunTime: solved.reduce((sum, cell) => sum + (cell?.runTime ?? 0), 0),
      revision: before.revision + 1,
    };
    try {
      await dynamo().send(
        new PutCommand({
          TableName: tableName(),
          Item: toItem(key, 'TrainingRankRow', 1, { tid, ...row }),
          ...(Item
            ? {
                ConditionExpression: 'revision = :revision',
                ExpressionAttributeValues: { ':revision': before.revision },
              }
            : { ConditionExpression: 'attribute_not_exists(pk)' }),
        }),
      );
      return row;
    } catch (error) {
      if (!isConditionFailure(error) || attempt >= 5) throw error;
    }
  }
}
