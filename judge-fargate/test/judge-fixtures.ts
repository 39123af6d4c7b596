import { PutObjectCommand } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import {
  judgeStatus,
  testDataPrefix,
  testcaseBucket,
  type JudgeMessage,
  type ProblemJudgeSpec,
} from '@oj/shared';
import { s3, type TestRun } from '@oj/functions/judging';
import {
  enqueueJudge,
  expiresAfter,
  nextSubmitId,
  pendingSubmission,
  putJudgeSpec,
  putNewSubmission,
  putTestRun,
} from '@oj/functions/judging/test-fixtures';

/* Problems, submissions and Online Tests written straight through the data layer, as the API will write them:
   shared by the judge's integration tests and its benchmarks. */

let nextPid = 500_000 + Math.floor(Math.random() * 100_000);

/** Uploads test data and stores the judge settings of a fresh problem; returns its pid. */
export async function defineProblem(
  files: Record<string, string>,
  spec: Partial<ProblemJudgeSpec> & Pick<ProblemJudgeSpec, 'cases'>,
): Promise<ProblemJudgeSpec> {
  const pid = nextPid++;
  const version = randomUUID();
  const bucket = process.env[testcaseBucket.envVar] as string;
  for (const [name, content] of Object.entries(files)) {
    await s3().send(
      new PutObjectCommand({ Bucket: bucket, Key: `${testDataPrefix(pid, version)}${name}`, Body: content }),
    );
  }
  const full: ProblemJudgeSpec = {
    pid,
    problemId: `T${pid}`,
    type: 0,
    judgeMode: 'default',
    judgeCaseMode: 'default',
    timeLimitMs: 1000,
    memoryLimitMb: 256,
    stackLimitMb: 128,
    isRemoveEndBlank: true,
    ioScore: 100,
    isFileIO: false,
    testDataVersion: version,
    userExtraFiles: {},
    judgeExtraFiles: {},
    ...spec,
  };
  await putJudgeSpec(full);
  return full;
}

/** Stores a pending submission as the submit call does; answers the message that would queue it. */
export async function storeSubmission(
  pid: number,
  language: string,
  code: string,
  /** The contest it is made in, and the problem's display id there. */
  inContest?: { cid: number; displayPid: string },
): Promise<Extract<JudgeMessage, { kind: 'submission' }>> {
  const submitId = await nextSubmitId(inContest !== undefined);
  const submission = pendingSubmission({
    submitId,
    uid: 'judge-test',
    username: 'judge-test',
    pid,
    displayPid: inContest?.displayPid ?? `T${pid}`,
    language,
    code,
  });
  await putNewSubmission({ ...submission, cid: inContest?.cid ?? 0 });
  return { kind: 'submission', submitId, round: 1, pid };
}

/** Stores a pending submission and puts it on the queue, as the submit call will. */
export async function submit(
  pid: number,
  language: string,
  code: string,
  /** The contest it is made in, and the problem's display id there. */
  inContest?: { cid: number; displayPid: string },
): Promise<number> {
  const message = await storeSubmission(pid, language, code, inContest);
  await enqueueJudge(message);
  return message.submitId;
}

/** Stores a pending Online Test as the test call does; answers the message that would queue it. */
export async function storeTestRun(
  run: Pick<TestRun, 'pid' | 'language' | 'code' | 'userInput' | 'expectedOutput'>,
): Promise<Extract<JudgeMessage, { kind: 'testRun' }>> {
  const key = randomUUID();
  await putTestRun({
    ...run,
    key,
    uid: 'judge-test',
    status: judgeStatus.pending,
    timeMs: null,
    memoryKb: null,
    userOutput: null,
    stderr: null,
    createdAt: new Date().toISOString(),
    expiresAt: expiresAfter(3600),
  });
  return { kind: 'testRun', key };
}

/** n cases of A+B with their answers. */
export function aPlusBFiles(count: number): {
  files: Record<string, string>;
  cases: ProblemJudgeSpec['cases'];
} {
  const files: Record<string, string> = {};
  const cases: ProblemJudgeSpec['cases'] = [];
  for (let seq = 1; seq <= count; seq++) {
    const a = seq * 7 - 3;
    const b = seq * 11 + 1;
    files[`${seq}.in`] = `${a} ${b}\n`;
    files[`${seq}.out`] = `${a + b}\n`;
    cases.push({ seq, input: `${seq}.in`, output: `${seq}.out`, score: 0, groupNum: 1 });
  }
  return { files, cases };
}
