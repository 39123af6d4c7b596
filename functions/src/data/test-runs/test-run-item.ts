import { tableDefinition } from '@oj/shared';
import type { ItemKey } from '../item-key';
import { keyOf } from '../item-key';
import { toItem } from '../kit/versioned-item';

/** An Online Test: the user's code run on their own input, kept for an hour. */
export interface TestRun {
  key: string;
  uid: string;
  pid: number;
  language: string;
  code: string;
  userInput: string;
  expectedOutput: string | null;
  /** 5 pending, 6 compiling, 7 judging, then a final status. */
  status: number;
  /** The judge worker that holds (or last held) the run's claim, once one took it (`test-run-state.ts`). */
  judger?: string;
  timeMs: number | null;
  memoryKb: number | null;
  userOutput: string | null;
  stderr: string | null;
  /** The problem's judge mode when the run was asked for, shown beside the result. */
  problemJudgeMode?: string | null;
  /** When it was asked for (ISO): the user's runs are found newest first by it. */
  createdAt?: string;
  expiresAt: number;
}

export const testRunLifetimeSeconds = 3600;

export function testRunKey(key: string): ItemKey {
  return { pk: keyOf('TESTRUN', key), sk: 'TESTRUN' };
}

/** gsi1 also holds a user's runs of the last hour, newest first when reversed (the flood guard). */
export const testRunsByUser = { indexName: 'gsi1', partition: (uid: string) => keyOf('USERRUN', uid) };

export function testRunToItem(run: TestRun): Record<string, unknown> & ItemKey {
  const { expiresAt, ...rest } = run;
  return toItem(testRunKey(run.key), 'TestRun', 1, {
    ...rest,
    ...(run.createdAt ? { gsi1pk: testRunsByUser.partition(run.uid), gsi1sk: run.createdAt } : {}),
    [tableDefinition.ttlAttribute]: expiresAt,
  });
}

export function testRunFromItem(item: Record<string, unknown>): TestRun {
  const nullable = <T>(value: unknown) => (value === undefined ? null : (value as T | null));
  return {
    key: String(item.key),
    uid: String(item.uid),
    pid: Number(item.pid),
    language: String(item.language),
    code: String(item.code),
    userInput: String(item.userInput ?? ''),
    expectedOutput: nullable<string>(item.expectedOutput),
    status: Number(item.status),
    ...(item.judger === undefined ? {} : { judger: String(item.judger) }),
    timeMs: nullable<number>(item.timeMs),
    memoryKb: nullable<number>(item.memoryKb),
    userOutput: nullable<string>(item.userOutput),
    stderr: nullable<string>(item.stderr),
    problemJudgeMode: nullable<string>(item.problemJudgeMode),
    ...(item.createdAt === undefined ? {} : { createdAt: String(item.createdAt) }),
    expiresAt: Number(item[tableDefinition.ttlAttribute]),
  };
}
