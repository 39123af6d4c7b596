import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import type { ItemKey } from '../item-key';
import { keyOf } from '../item-key';
import { toItem } from '../kit/versioned-item';

/** One test case as the admin form edits it. */
export interface StoredCase {
  seq: number;
  /** File names inside the test data version. */
  inputName: string;
  /** Empty when an uploaded case came without an answer file. */
  outputName: string;
  /** The typed-in contents of a manual-mode case; absent for uploaded cases. */
  input?: string;
  output?: string;
  score: number;
  groupNum: number;
}

/**
 * A problem's test cases as the admin form knows them, kept apart from the problem so the problem
 * page never reads test data: typed-in contents (manual mode) or uploaded file names, with points and
 * subtask numbers, and the test data version they live in.
 */
export interface ProblemCases {
  pid: number;
  isUpload: boolean;
  testDataVersion: string;
  cases: StoredCase[];
}

export function problemCasesKey(pid: number): ItemKey {
  return { pk: keyOf('PROBLEM', pid), sk: 'CASES' };
}

export function problemCasesToItem(cases: ProblemCases): Record<string, unknown> & ItemKey {
  return toItem(problemCasesKey(cases.pid), 'ProblemCases', 1, cases);
}

export function problemCasesFromItem(item: Record<string, unknown>): ProblemCases {
  return {
    pid: Number(item.pid),
    isUpload: item.isUpload === true,
    testDataVersion: String(item.testDataVersion ?? ''),
    cases: ((item.cases as StoredCase[] | undefined) ?? []).map((stored) => ({
      ...stored,
      seq: Number(stored.seq),
      score: Number(stored.score),
      groupNum: Number(stored.groupNum),
    })),
  };
}

/** Get a problem's test cases (one GetItem); undefined for problems without any (quizzes, remote). */
export async function getProblemCases(pid: number): Promise<ProblemCases | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: problemCasesKey(pid) }));
  return Item ? problemCasesFromItem(Item) : undefined;
}
