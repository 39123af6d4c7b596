import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ProblemJudgeSpec } from '@oj/shared';
import { emptyVerdictCounts } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import { addToCounters } from '../counters';
import { transactWrite, type TransactItem } from '../transact';
import { judgeSpecKey } from '../judge-specs/judge-spec-store';
import { problemLanguagesKey } from './problem-languages';
import { problemCasesKey, problemCasesToItem, type ProblemCases } from './problem-cases';
import {
  problemIdClaimKey,
  problemKey,
  problemSequenceKey,
  problemToItem,
  type Problem,
} from './problem-item';
import { problemSummaryKey, summaryFieldsOf } from './problem-summary';
import { applyQueueAttributes, applyQueueFields, groupProblemIndexFields } from './group-problem-index';
import { buildUpdate } from '../kit/update-expression';
import { toItem } from '../kit/versioned-item';

/** The display id is taken by another problem (item index 1 of the create and rename transactions). */
export class ProblemIdTaken extends Error {
  constructor(readonly problemId: string) {
    super(`problem id ${problemId} is taken`);
    this.name = 'ProblemIdTaken';
  }
}

/** Take the next pid (one `ADD`). */
export async function nextPid(): Promise<number> {
  const { value } = await addToCounters(problemSequenceKey, { value: 1 });
  return value as number;
}

function specItem(spec: ProblemJudgeSpec): TransactItem {
  return {
    Put: { TableName: tableName(), Item: toItem(judgeSpecKey(spec.pid), 'JudgeSpec', 1, spec) },
  };
}

function languagesItem(problem: Problem): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: toItem(problemLanguagesKey(problem.pid), 'ProblemLanguages', 1, {
        names: problem.languages,
      }),
    },
  };
}

function claimItem(problem: Problem): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: toItem(problemIdClaimKey(problem.problemId), 'ProblemIdClaim', 1, { pid: problem.pid }),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** The admin form's test cases, when the problem has any; otherwise any old ones are removed. */
function casesItem(pid: number, cases: ProblemCases | undefined): TransactItem {
  return cases
    ? { Put: { TableName: tableName(), Item: problemCasesToItem({ ...cases, pid }) } }
    : { Delete: { TableName: tableName(), Key: problemCasesKey(pid) } };
}

async function writeOrExplain(problem: Problem, items: TransactItem[], claimIndex: number): Promise<void> {
  try {
    await transactWrite(items);
  } catch (error) {
    if ((error as { failedIndexes?: number[] }).failedIndexes?.includes(claimIndex))
      throw new ProblemIdTaken(problem.problemId);
    throw error;
  }
}

/**
 * Store a new problem with its judge spec, languages, catalogue line, display-id claim and the admin
 * form's test cases, all or nothing. The problem's pid must come from `nextPid`.
 */
export async function createProblem(
  problem: Problem,
  spec: ProblemJudgeSpec,
  cases?: ProblemCases,
): Promise<void> {
  const summary = toItem(problemSummaryKey(problem.pid), 'ProblemSummary', 1, {});
  await writeOrExplain(
    problem,
    [
      {
        Put: {
          TableName: tableName(),
          Item: problemToItem(problem),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      claimItem(problem),
      specItem(spec),
      languagesItem(problem),
      ...(cases ? [casesItem(problem.pid, cases)] : []),
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...summary,
            ...summaryFieldsOf(problem),
            ...emptyVerdictCounts(),
            ...groupProblemIndexFields(problem),
            ...(problem.applyPublicProgress ? applyQueueFields(problem, problem.applyPublicProgress) : {}),
          },
        },
      },
    ],
    1,
  );
}

/**
 * Replace a problem (and its judge spec, languages and, when given, the admin form's test cases) and
 * update its catalogue line, keeping the counters. A changed display id moves the claim in the same
 * transaction.
 */
export async function updateProblem(
  problem: Problem,
  spec: ProblemJudgeSpec,
  previousProblemId: string,
  cases?: ProblemCases | null,
): Promise<void> {
  // A group problem's line stays in its group's index; a form save takes it out of the review queue
  // unless the saved problem still holds a progress.
  const progress = problem.applyPublicProgress;
  const assignments = buildUpdate(
    {
      set: {
        ...summaryFieldsOf(problem),
        ...groupProblemIndexFields(problem),
        ...(progress ? applyQueueFields(problem, progress) : {}),
      },
      ...(problem.gid !== null && !progress ? { remove: applyQueueAttributes } : {}),
    },
    'f',
  );
  if (!assignments) throw new Error('a catalogue line has fields to write');
  const renamed = previousProblemId.toLowerCase() !== problem.problemId.toLowerCase();
  const items: TransactItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: problemToItem(problem),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
  ];
  if (renamed) {
    items.push(claimItem(problem), {
      Delete: { TableName: tableName(), Key: problemIdClaimKey(previousProblemId) },
    });
  }
  items.push(
    specItem(problem.pid === spec.pid ? spec : { ...spec, pid: problem.pid }),
    languagesItem(problem),
    ...(cases === undefined ? [] : [casesItem(problem.pid, cases ?? undefined)]),
    {
      Update: {
        TableName: tableName(),
        Key: problemSummaryKey(problem.pid),
        ...assignments,
      },
    },
  );
  await writeOrExplain(problem, items, renamed ? 1 : -1);
}

/**
 * Delete a problem and everything kept beside it (judge spec, languages, test cases, catalogue line,
 * claim).
 * Its submissions stay: they are a record of what happened. Its test data stays in the bucket.
 */
export async function deleteProblem(problem: Pick<Problem, 'pid' | 'problemId'>): Promise<void> {
  await transactWrite(
    [
      problemKey(problem.pid),
      judgeSpecKey(problem.pid),
      problemLanguagesKey(problem.pid),
      problemCasesKey(problem.pid),
      problemSummaryKey(problem.pid),
      problemIdClaimKey(problem.problemId),
    ].map((Key) => ({ Delete: { TableName: tableName(), Key } })),
  );
}

/** Whether a display id is free. */
export async function isProblemIdFree(problemId: string): Promise<boolean> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: problemIdClaimKey(problemId) }),
  );
  return !Item;
}
