import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ContestantIdentity, TrainingRankCell } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import { isConditionFailure } from '../kit/condition-failure';
import { queryUnder } from '../kit/query-all';
import { toItem } from '../kit/versioned-item';
import type { TransactItem } from '../transact';
import { cellOfRuns, rowTotals, type TrainingRun, type TrainingRuns } from './training-rank-cells';
import { trainingKey, trainingRankKey, trainingRankPrefix } from './training-keys';

/**
 * A user's row of a training's rank, as stored: a cell per problem (by pid), the settled verdicts the
 * cells are made from (`runs`, by pid then submission id) and the row's sums.
 */
export interface TrainingRankRow {
  uid: string;
  /** Who the user is, read from their account when the row was made (as a contest board row). */
  identity: ContestantIdentity | null;
  ac: number;
  totalRunTime: number;
  cells: Record<string, TrainingRankCell>;
  /**
   * Every settled verdict behind the cells, so that a verdict taken back (rejudge, manual judge,
   * cancel) leaves the cell its other submissions make. A cell written before runs were kept has none.
   */
  runs: Record<string, TrainingRuns>;
  /** Bumped by every write: the condition that keeps two verdicts from losing each other's cell. */
  revision: number;
}

/** A rank row read from the table. */
export function rankRowFromItem(item: Record<string, unknown>): TrainingRankRow {
  return {
    uid: String(item.uid),
    identity: (item.identity as ContestantIdentity | undefined) ?? null,
    ac: Number(item.ac ?? 0),
    totalRunTime: Number(item.totalRunTime ?? 0),
    cells: (item.cells as Record<string, TrainingRankCell> | undefined) ?? {},
    runs: (item.runs as Record<string, TrainingRuns> | undefined) ?? {},
    revision: Number(item.revision ?? 0),
  };
}

/** Every rank row of a training: one Query of its `RANK#` rows (about 60 bytes, plus 40 a cell and 20 a run). */
export async function readTrainingRankRows(tid: number): Promise<TrainingRankRow[]> {
  const items = await queryUnder(trainingKey(tid).pk, trainingRankPrefix);
  return items.map(rankRowFromItem);
}

/** `row` with the runs of problem `pid` replaced: its cell made again from them, the sums over `pids`. */
function withRuns(
  row: TrainingRankRow,
  pid: number,
  runs: TrainingRuns,
  pids: readonly number[],
): TrainingRankRow {
  const key = String(pid);
  const { [key]: _oldCell, ...otherCells } = row.cells;
  const { [key]: _oldRuns, ...otherRuns } = row.runs;
  const cell = cellOfRuns(runs);
  const cells = cell ? { ...otherCells, [key]: cell } : otherCells;
  return {
    ...row,
    cells,
    runs: Object.keys(runs).length > 0 ? { ...otherRuns, [key]: runs } : otherRuns,
    ...rowTotals(cells, pids),
    revision: row.revision + 1,
  };
}

/** The row once submission `submitId`'s verdict on `pid` is `run` (landed, or set again: it replaces). */
export function rowWithRun(
  row: TrainingRankRow,
  pid: number,
  submitId: number,
  run: TrainingRun,
  pids: readonly number[],
): TrainingRankRow {
  return withRuns(row, pid, { ...row.runs[String(pid)], [String(submitId)]: run }, pids);
}

/**
 * The row once submission `submitId`'s verdict on `pid` is taken back: the cell its other runs make.
 * Undefined when the row holds no such run (nothing to write).
 */
export function rowWithoutRun(
  row: TrainingRankRow,
  pid: number,
  submitId: number,
  pids: readonly number[],
): TrainingRankRow | undefined {
  const runs = row.runs[String(pid)];
  if (!runs || !(String(submitId) in runs)) return undefined;
  const { [String(submitId)]: _taken, ...remaining } = runs;
  return withRuns(row, pid, remaining, pids);
}

/**
 * The Put of `row` (already bumped) in training `tid`: on the condition that the stored row is still
 * the one it was made from (revision one less), or absent when it is new.
 */
export function rankRowPut(
  tid: number,
  row: TrainingRankRow,
  isNew: boolean,
): NonNullable<TransactItem['Put']> {
  return {
    TableName: tableName(),
    Item: toItem(trainingRankKey(tid, row.uid), 'TrainingRankRow', 1, { tid, ...row }),
    ...(isNew
      ? { ConditionExpression: 'attribute_not_exists(pk)' }
      : {
          ConditionExpression: 'revision = :revision',
          ExpressionAttributeValues: { ':revision': row.revision - 1 },
        }),
  };
}

/**
 * Put one settled verdict (`run`, of submission `submitId` on problem `pid`) into a user's row: a
 * strongly consistent GetItem, then a Put on the condition that the row is as read, read again and
 * retried when another verdict came between (1 RCU + 1 WCU a try, more as the row passes 1 KB); a new
 * row also reads the user's account once, for `identity`. The same verdict put twice writes the same
 * row. `pids` are the training's problems: `ac` and `totalRunTime` count those only. Answers the row.
 */
export async function recordTrainingVerdict(
  tid: number,
  uid: string,
  pid: number,
  submitId: number,
  run: TrainingRun,
  pids: readonly number[],
  identityOf: () => Promise<ContestantIdentity>,
): Promise<TrainingRankRow> {
  const key = trainingRankKey(tid, uid);
  for (let attempt = 0; ; attempt += 1) {
    const { Item } = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
    );
    const before: TrainingRankRow = Item
      ? rankRowFromItem(Item)
      : { uid, identity: await identityOf(), ac: 0, totalRunTime: 0, cells: {}, runs: {}, revision: 0 };
    const row = rowWithRun(before, pid, submitId, run, pids);
    try {
      await dynamo().send(new PutCommand(rankRowPut(tid, row, !Item)));
      return row;
    } catch (error) {
      if (!isConditionFailure(error) || attempt >= 5) throw error;
    }
  }
}
