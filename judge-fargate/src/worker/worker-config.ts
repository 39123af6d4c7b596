import { availableParallelism, hostname } from 'node:os';
import { judgeDeadLetterQueue, judgeQueue, testcaseBucket } from '@oj/shared';
import { requiredEnv } from '@oj/functions/judging';
import { defaultFirstBlockUid } from './uid-block';

/** The worker's settings, all from the environment (the Fargate task definition, or the local stack). */
export interface WorkerConfig {
  queueUrl: string;
  deadLetterQueueUrl: string;
  testcaseBucket: string;
  /** Submissions judged at once; one sandbox slot each. */
  slots: number;
  /** This process's index among the workers of one stack (one scratch folder): names its slot folders. */
  processIndex: number;
  /** Scratch and cache folders. */
  workDir: string;
  /** First uid of the sandbox uid blocks (see uid-block.ts): each worker claims a block of its own. */
  firstBlockUid: number;
  judger: string;
}

export function readWorkerConfig(): WorkerConfig {
  const processIndex = Number(process.env.JUDGE_WORKER_SLOT ?? 0);
  return {
    queueUrl: requiredEnv(judgeQueue.envVar),
    deadLetterQueueUrl: requiredEnv(judgeDeadLetterQueue.envVar),
    testcaseBucket: requiredEnv(testcaseBucket.envVar),
    slots: Math.max(1, Number(process.env.JUDGE_SLOTS ?? availableParallelism())),
    processIndex,
    workDir: process.env.JUDGE_WORK_DIR ?? '/tmp/oj-judge',
    firstBlockUid: Number(process.env.JUDGE_UID_BASE ?? defaultFirstBlockUid),
    judger: `${process.env.JUDGER_NAME ?? hostname()}-${process.pid}`,
  };
}
