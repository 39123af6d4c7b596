/* What the submission tests share: the A+B problem and quiz paper they submit to, accounts with
   sessions, the submit and GET calls, the capacity a call reports, and stored submissions in states no
   call reaches. Each submissions-*.test.ts file tests one part of the submission area with these. */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { judgeStatus, type QuizPaper, type SubmissionRow } from '@oj/shared';
import { callApi, useLocalStack, type ApiAnswer } from './local-stack';
import { storeProblem } from './problem-fixtures';
import { nextPid } from '../src/data/problems/save-problem';
import type { Problem } from '../src/data/problems/problem-item';
import { problemSummaryKey } from '../src/data/problems/problem-summary';
import { dynamo, tableName } from '../src/data/dynamo-client';
import { nextSubmitId, putNewSubmission } from '../src/data/submissions/create-submission';
import type { Submission } from '../src/data/submissions/submission-item';

/** The local stack's address; asking for it also points the data layer at the stack's table. */
export const apiUrl = (): string => useLocalStack().url;

export const english = { 'accept-language': 'en-US' };
export const aPlusB =
  '#include <stdio.h>\nint main(void){long a,b;scanf("%ld %ld",&a,&b);printf("%ld\\n",a+b);return 0;}\n';

/** A problem stored as the admin calls store one, with A+B test data. */
export async function problemWith(overrides: Partial<Problem> = {}): Promise<Problem> {
  const pid = await nextPid();
  const { problem } = await storeProblem(
    {
      ...{ pid, problemId: `S${pid}`, title: `A+B ${pid}`, input: 'a b', output: 'a+b', difficulty: 2 },
      ...{ examples: [{ input: '1 2', output: '3' }], isUploadCase: true },
      ...{ languages: ['C', 'C++', 'Python3'] },
      ...overrides,
    },
    {
      files: { '1.in': '1 2\n', '1.out': '3\n' },
      cases: [{ seq: 1, input: '1.in', output: '1.out', score: 0, groupNum: 1 }],
    },
  );
  return problem;
}

export const paper: QuizPaper = {
  questions: [
    {
      kind: 'choice',
      text: 'Which is a compiled language?',
      options: ['Python', 'C', 'Bash', 'Lua'],
      score: 50,
    },
    { kind: 'judge', text: 'Binary search needs sorted input.', score: 50 },
  ],
  answers: ['B', 'T'],
};

export const quizProblem = () =>
  problemWith({
    problemId: `CS${Math.floor(Math.random() * 1e9)}`,
    quiz: paper,
    languages: [],
    codeShare: false,
  });

export { account } from './submission-fixtures';

export interface SubmitBody {
  pid: number;
  language?: string;
  code?: string;
  cid?: number;
  tid?: number;
  gid?: number | null;
}

export const submit = (token: string | undefined, body: SubmitBody) =>
  callApi<SubmissionRow>(`${apiUrl()}/api/submit-problem-judge`, {
    method: 'POST',
    token,
    headers: english,
    body: JSON.stringify({
      language: 'C',
      code: aPlusB,
      cid: 0,
      tid: 0,
      gid: null,
      isRemote: false,
      ...body,
    }),
  });

export const get = <T>(path: string, token?: string) =>
  callApi<T>(`${apiUrl()}${path}`, { token, headers: english });

export function capacityOf(answer: ApiAnswer): { read: number; write: number } {
  const [, read, write] =
    /read=([\d.]+);write=([\d.]+)/.exec(answer.headers.get('x-consumed-capacity') ?? '') ?? [];
  return { read: Number(read), write: Number(write) };
}

export async function counters(pid: number): Promise<Record<string, number>> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: problemSummaryKey(pid), ConsistentRead: true }),
  );
  return { total: Number(Item?.total ?? 0), ac: Number(Item?.ac ?? 0), wa: Number(Item?.wa ?? 0) };
}

/** A submission of A+B in C to `problem` in `status`, as the data layer stores it; `fields` change the rest. */
export function submissionOf(
  problem: Problem,
  fields: Pick<Submission, 'submitId' | 'uid' | 'status'> & Partial<Submission>,
): Submission {
  return {
    username: `user-${fields.uid.slice(0, 8)}`,
    pid: problem.pid,
    displayPid: problem.problemId,
    cid: 0,
    gid: 0,
    language: 'C',
    code: aPlusB,
    score: null,
    timeMs: null,
    memoryKb: null,
    errorMessage: fields.status === judgeStatus.compileError ? 'main.c:1: error' : null,
    judger: null,
    round: 1,
    submitTime: new Date().toISOString(),
    share: false,
    isManual: false,
    ...fields,
  };
}

/** A submission in a given state, stored through the data layer (states no call can reach today). */
export async function storedSubmission(problem: Problem, uid: string, status: number): Promise<Submission> {
  const submission = submissionOf(problem, { submitId: await nextSubmitId(), uid, status });
  await putNewSubmission(submission);
  return submission;
}
