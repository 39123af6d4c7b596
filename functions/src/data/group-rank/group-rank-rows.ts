import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { judgeStatus } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import { isConditionFailure } from '../kit/condition-failure';
import { queryUnder } from '../kit/query-all';
import { toItem } from '../kit/versioned-item';
import type { TransactItem } from '../transact';
import { groupKey } from '../groups/group-keys';
import { groupRankHeadKey, groupRankRowKey, groupRankRowPrefix } from './group-rank-keys';

/**
 * One settled verdict of a submission made in the group: its status, the OI rank score it earns
 * (0 for a contest's submission: the score counts submissions outside contests) and whether it was
 * made in one of the group's contests (1) or not (0).
 */
export type GroupRun = readonly [status: number, rankScore: number, inContest: 0 | 1];

/** A member's row of the group's rank: their runs by pid, then submission id. */
export interface GroupRankRow {
  uid: string;
  runs: Record<string, Record<string, GroupRun>>;
  /** Bumped by every write: the condition that keeps two verdicts from losing each other's run. */
  revision: number;
}

/** What the rank orders a member by. */
export interface GroupRankFigures {
  /** Judged submissions made in the group. */
  total: number;
  /** Problems with an accepted submission made in the group. */
  ac: number;
  /** Sum over problems of the best rank score of a submission made in the group outside its contests. */
  score: number;
}

export const noGroupFigures: GroupRankFigures = { total: 0, ac: 0, score: 0 };

/** A row's figures, from its runs alone: the same runs always give the same figures. */
export function groupRankFigures(row: Pick<GroupRankRow, 'runs'>): GroupRankFigures {
  let total = 0;
  let ac = 0;
  let score = 0;
  for (const runs of Object.values(row.runs)) {
    const list = Object.values(runs);
    total += list.length;
    if (list.some(([status]) => status === judgeStatus.accepted)) ac += 1;
    score += Math.max(
      0,
      ...list.filter(([, , inContest]) => inContest === 0).map(([, rankScore]) => rankScore),
    );
  }
  return { total, ac, score };
}

export function groupRankRowFromItem(item: Record<string, unknown>): GroupRankRow {
  return {
    uid: String(item.uid),
    runs: (item.runs as GroupRankRow['runs'] | undefined) ?? {},
    revision: Number(item.revision ?? 0),
  };
}

const sameRun = (a: GroupRun | undefined, b: GroupRun | null) =>
  (a === undefined && b === null) || (a !== undefined && b !== null && a.every((part, i) => part === b[i]));

/**
 * The row once submission `submitId` on problem `pid` has `run` (a verdict landed or set: it
 * replaces the one before) or none (`null`: taken back, or not settled). Undefined when the row
 * already says so: nothing to write, which makes a repeated follow-up free.
 */
export function rowWithRun(
  row: GroupRankRow,
  pid: number,
  submitId: number,
  run: GroupRun | null,
): GroupRankRow | undefined {
  const key = String(pid);
  const runs = row.runs[key] ?? {};
  if (sameRun(runs[String(submitId)], run)) return undefined;
  const { [String(submitId)]: _before, ...others } = runs;
  const changed = run === null ? others : { ...others, [String(submitId)]: [...run] as unknown as GroupRun };
  const { [key]: _problem, ...otherProblems } = row.runs;
  return {
    ...row,
    runs: Object.keys(changed).length > 0 ? { ...otherProblems, [key]: changed } : otherProblems,
    revision: row.revision + 1,
  };
}

/**
 * The Put of `row` (already bumped) in group `gid`, with its figures beside the runs for a reader of
 * the table: on the condition that the stored row is still the one it was made from (revision one
 * less), or absent when it is new.
 */
export function groupRankRowPut(gid: number, row: GroupRankRow): NonNullable<TransactItem['Put']> {
  const isNew = row.revision === 1;
  return {
    TableName: tableName(),
    Item: toItem(groupRankRowKey(gid, row.uid), 'GroupRankRow', 1, {
      gid,
      ...row,
      ...groupRankFigures(row),
    }),
    ...(isNew
      ? { ConditionExpression: 'attribute_not_exists(pk)' }
      : {
          ConditionExpression: 'revision = :revision',
          ExpressionAttributeValues: { ':revision': row.revision - 1 },
        }),
  };
}

/** Tell the group's rank snapshot that a row changed (`changes` + 1 on its head): it is rebuilt soon. */
export async function markGroupRankChanged(gid: number): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: groupRankHeadKey(gid),
      UpdateExpression: 'ADD changes :one',
      ExpressionAttributeValues: { ':one': 1 },
    }),
  );
}

/**
 * Put submission `submitId`'s run on problem `pid` into member `uid`'s row of group `gid`, or take
 * it out (`null`): a strongly consistent GetItem, then, when the row changes, a Put on the condition
 * that the row is as read (read again and retried when another verdict came between; 1 RCU + 1 WCU a
 * try, more as the row passes 1 KB) and the head's `changes` bumped (1 WCU). The same run put twice
 * writes nothing the second time.
 */
export async function recordGroupRun(
  gid: number,
  uid: string,
  pid: number,
  submitId: number,
  run: GroupRun | null,
): Promise<void> {
  const key = groupRankRowKey(gid, uid);
  for (let attempt = 0; ; attempt += 1) {
    const { Item } = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
    );
    const before: GroupRankRow = Item ? groupRankRowFromItem(Item) : { uid, runs: {}, revision: 0 };
    const row = rowWithRun(before, pid, submitId, run);
    if (!row) return;
    try {
      await dynamo().send(new PutCommand(groupRankRowPut(gid, row)));
      await markGroupRankChanged(gid);
      return;
    } catch (error) {
      if (!isConditionFailure(error) || attempt >= 5) throw error;
    }
  }
}

/** Every row of a group's rank: one Query of its `RANK#` rows (about 80 bytes, plus 25 a run). */
export async function readGroupRankRows(gid: number): Promise<GroupRankRow[]> {
  const items = await queryUnder(groupKey(gid).pk, groupRankRowPrefix);
  return items.map(groupRankRowFromItem);
}
