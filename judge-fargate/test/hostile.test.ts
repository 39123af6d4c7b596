import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { judgeStatus, type ProblemJudgeSpec } from '@oj/shared';
import { aPlusB, hostile } from './programs/a-plus-b';
import { aPlusBFiles, defineProblem, startTestWorker, submit, verdictOf } from './judge-harness';

const processIndex = 5;
/** The first program and checker uids of the worker's own uid block. */
let firstSlotUid = 0;
let firstCheckerUid = 0;

/** Processes of this worker's slot users, program or checker identities, still alive. */
function slotProcesses(): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const uid = Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]);
      const inRange = (base: number) => uid >= base && uid < base + 64;
      if (inRange(firstSlotUid) || inRange(firstCheckerUid)) found.push(`${pid} uid ${uid}`);
    } catch {
      // The process ended while we looked.
    }
  }
  return found;
}

let stopWorker: () => Promise<void>;
let workDir: string;
let blockedProblem: ProblemJudgeSpec;
let aPlusBProblem: ProblemJudgeSpec;

beforeAll(async () => {
  const started = await startTestWorker(processIndex);
  stopWorker = started.stop;
  firstSlotUid = started.worker.uids.programUid(0);
  firstCheckerUid = started.worker.uids.checkerUid(0);
  workDir = process.env.JUDGE_WORK_DIR as string;
  blockedProblem = await defineProblem(
    { '1.in': '1 2\n', '1.out': 'blocked\n' },
    { cases: [{ seq: 1, input: '1.in', output: '1.out', score: 0, groupNum: 1 }] },
  );
  const { files, cases } = aPlusBFiles(2);
  aPlusBProblem = await defineProblem(files, { cases });
}, 120_000);

afterAll(async () => {
  await stopWorker?.();
});

/**
 * Each attack ends with a verdict: Accepted means the program printed "blocked" because the attack
 * failed; Runtime Error means the sandbox killed it. A wrong answer would mean it got through.
 */
async function expectContained(code: string): Promise<number> {
  const { submission, cases } = await verdictOf(await submit(blockedProblem.pid, 'C', code));
  expect(
    [judgeStatus.accepted, judgeStatus.runtimeError, judgeStatus.timeLimitExceeded],
    JSON.stringify(cases?.cases),
  ).toContain(submission.status);
  expect(slotProcesses()).toEqual([]);
  return submission.status;
}

describe('hostile programs end with a verdict and leave the host unharmed', () => {
  it('cannot read /etc/shadow', async () => {
    expect(await expectContained(hostile.readShadow)).toBe(judgeStatus.accepted);
  });

  it('cannot read the test answers', async () => {
    const answer = join(
      workDir,
      'testdata',
      String(blockedProblem.pid),
      blockedProblem.testDataVersion,
      '1.out',
    );
    await verdictOf(await submit(blockedProblem.pid, 'C', hostile.readShadow));
    expect(existsSync(answer)).toBe(true);
    expect(await expectContained(hostile.readAnswers(answer))).toBe(judgeStatus.accepted);
  });

  it("cannot read another slot's build", async () => {
    // Two submissions at once fill both slots' build folders.
    const both = await Promise.all([1, 2].map(() => submit(aPlusBProblem.pid, 'C', aPlusB.C as string)));
    await Promise.all(both.map((submitId) => verdictOf(submitId)));
    for (const slot of [0, 1])
      expect(existsSync(join(workDir, 'slots', `${processIndex}-${slot}`, 'build', 'main.c'))).toBe(true);
    expect(await expectContained(hostile.readOtherSlot(join(workDir, 'slots'), processIndex))).toBe(
      judgeStatus.accepted,
    );
  });

  it('cannot write outside its folder', async () => {
    await expectContained(hostile.writeOutside);
    expect(existsSync('/tmp/oj-escape.txt')).toBe(false);
  });

  it('sees no credentials in its environment', async () => {
    process.env.AWS_SECRET_ACCESS_KEY_PROBE = 'must-not-leak';
    expect(await expectContained(hostile.environment)).toBe(judgeStatus.accepted);
  });

  it('cannot connect a socket to 127.0.0.1', async () => {
    await expectContained(hostile.socketToLoopback);
  });

  it('cannot ptrace', async () => {
    await expectContained(hostile.ptrace);
  });

  it('survives a fork bomb', async () => {
    expect(await expectContained(hostile.forkBomb)).toBe(judgeStatus.runtimeError);
  });

  it('survives kill(-1, SIGKILL), and the worker goes on judging', async () => {
    await expectContained(hostile.killEverything);
    const { submission } = await verdictOf(await submit(aPlusBProblem.pid, 'C', aPlusB.C as string));
    expect(submission.status).toBe(judgeStatus.accepted);
  });
});
