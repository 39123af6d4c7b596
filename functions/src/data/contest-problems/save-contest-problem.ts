import { addToCounters } from '../counters';
import { contestsHoldingProblem } from './read-contest-problems';
import { tableName } from '../dynamo-client';
import { transactWrite, type TransactItem } from '../transact';
import { failedConditionIndexes } from '../kit/condition-failure';
import { toItem } from '../kit/versioned-item';
import { emptyVerdictCounts } from '@oj/shared';
import {
  contestProblemAttributes,
  contestProblemClaimKey,
  contestProblemEntity,
  contestProblemItemVersion,
  contestProblemKey,
  contestProblemSequenceKey,
  problemContestKey,
  type StoredContestProblem,
} from './contest-problem-item';

/** Why a link was not written: the display id is another problem's, or the problem is there already. */
export class ContestProblemConflict extends Error {
  constructor(readonly rule: 'displayIdTaken' | 'alreadyInContest' | 'linkGone') {
    super(`contest problem not saved: ${rule}`);
    this.name = 'ContestProblemConflict';
  }
}

/** What the admin sets of a link. */
export interface ContestProblemFields {
  cid: number;
  pid: number;
  displayId: string;
  displayTitle: string;
  color: string | null;
}

const ifAbsent = 'attribute_not_exists(pk)';

/** The link row, the pid claim and the problem's note of the contest, as Puts. */
function linkPuts(
  link: StoredContestProblem,
  conditions: { row: 'absent' | 'present'; claim: boolean },
): TransactItem[] {
  return [
    {
      Put: {
        TableName: tableName(),
        Item: toItem(
          contestProblemKey(link.cid, link.displayId),
          contestProblemEntity,
          contestProblemItemVersion,
          contestProblemAttributes(link),
        ),
        ConditionExpression: conditions.row === 'absent' ? ifAbsent : 'attribute_exists(pk)',
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: { ...contestProblemClaimKey(link.cid, link.pid), displayId: link.displayId },
        ...(conditions.claim ? { ConditionExpression: ifAbsent } : {}),
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: { ...problemContestKey(link.pid, link.cid), cid: link.cid, displayId: link.displayId },
      },
    },
  ];
}

/** Turns a refused transaction into the rule it broke; other errors pass. */
function conflictOf(error: unknown, rules: Record<number, ContestProblemConflict['rule']>): unknown {
  const rule = failedConditionIndexes(error)
    .map((index) => rules[index])
    .find((found) => found !== undefined);
  return rule ? new ContestProblemConflict(rule) : error;
}

/**
 * Puts a problem in a contest: the link, its pid claim and the problem's note, in one transaction
 * that refuses a display id in use (item 0) and a problem already there (item 1); `alongside` are
 * writes that belong with the link (a group problem's change to contest-only), in the same transaction.
 */
export async function addContestProblem(
  fields: ContestProblemFields,
  alongside: readonly TransactItem[] = [],
): Promise<StoredContestProblem> {
  const { value: id } = await addToCounters(contestProblemSequenceKey, { value: 1 });
  const now = new Date().toISOString();
  const link: StoredContestProblem = {
    id: id ?? 0,
    ...fields,
    gmtCreate: now,
    gmtModified: now,
    counts: emptyVerdictCounts(),
    endCounts: emptyVerdictCounts(),
  };
  try {
    await transactWrite([...linkPuts(link, { row: 'absent', claim: true }), ...alongside]);
  } catch (error) {
    throw conflictOf(error, { 0: 'displayIdTaken', 1: 'alreadyInContest' });
  }
  return link;
}

/**
 * Changes a link's display id, title or colour. A new display id moves the row (its counts go
 * with it); the old row must still be there (another admin may have removed it) and the new id free.
 */
export async function changeContestProblem(
  stored: StoredContestProblem,
  fields: ContestProblemFields,
): Promise<StoredContestProblem> {
  const link: StoredContestProblem = { ...stored, ...fields, gmtModified: new Date().toISOString() };
  const moved = link.displayId !== stored.displayId;
  const items: TransactItem[] = [
    ...linkPuts(link, { row: moved ? 'absent' : 'present', claim: false }),
    ...(moved
      ? [
          {
            Delete: {
              TableName: tableName(),
              Key: contestProblemKey(stored.cid, stored.displayId),
              ConditionExpression: 'attribute_exists(pk)',
            },
          },
        ]
      : []),
  ];
  try {
    await transactWrite(items);
  } catch (error) {
    throw conflictOf(error, moved ? { 0: 'displayIdTaken', 3: 'linkGone' } : { 0: 'linkGone' });
  }
  return link;
}

/** The deletes that take a problem out of a contest: the link, the claim, the problem's note. */
export function contestProblemDeletes(cid: number, pid: number, displayId: string): TransactItem[] {
  return [
    contestProblemKey(cid, displayId),
    contestProblemClaimKey(cid, pid),
    problemContestKey(pid, cid),
  ].map((Key) => ({ Delete: { TableName: tableName(), Key } }));
}

/** Takes a problem out of a contest. Its submissions stay, as the contest's record. */
export async function removeContestProblem(
  link: Pick<StoredContestProblem, 'cid' | 'pid' | 'displayId'>,
): Promise<void> {
  await transactWrite(contestProblemDeletes(link.cid, link.pid, link.displayId));
}

/**
 * Takes a problem out of every contest that holds it (before the problem itself is deleted, so no
 * contest lists a problem that is gone). Answers the contests it left.
 */
export async function removeFromEveryContest(pid: number): Promise<number[]> {
  const holders = await contestsHoldingProblem(pid);
  for (const { cid, displayId } of holders) await removeContestProblem({ cid, pid, displayId });
  return holders.map((holder) => holder.cid);
}
