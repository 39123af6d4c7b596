import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { judgeStatus, type ProblemJudgeSpec } from '@oj/shared';
import { aPlusB, hostile } from './programs/a-plus-b';
import { aPlusBFiles, defineProblem, startTestWorker, submit, verdictOf } from './judge-harness';
import { checkSandboxLayers } from '../src/sandbox/check-sandbox-layers';
import { sandboxSourceDir } from '../src/sandbox/runner-binary';

/** A tiny program beside the sandbox's own tests (judge-fargate/sandbox/tests/programs). */
const sandboxProgram = (name: string) => readFileSync(join(sandboxSourceDir, 'tests/programs', name), 'utf8');

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

describe('memory cannot be held outside the resident set', () => {
  it('cannot hold 512 MB in memfd files', async () => {
    expect(await expectContained(sandboxProgram('memfd_hold.c'))).toBe(judgeStatus.accepted);
  });

  it('cannot hold memory in /dev/shm', async () => {
    expect(await expectContained(sandboxProgram('shm_hold.c'))).toBe(judgeStatus.accepted);
  });
});

const landlock = process.getuid?.() === 0 && (await checkSandboxLayers()).layers.landlock.ok;

/**
 * Reads are confined by Landlock, so these hold even when a mistake leaves the secrets readable by
 * every user: the folders are opened up on purpose. (Without Landlock the root-only modes of the data
 * folder and the test data cache are the defence; the tests above check those.)
 */
describe.skipIf(!landlock)('reads are confined to what a run needs', () => {
  const secret = 'secret-answer-7341';
  let secretAnswer: string;
  let dataFolder: string;

  /** Opens every folder from the worker's scratch folder down to `path` to other users. */
  function openUp(path: string): void {
    for (let dir = dirname(path); dir.startsWith(workDir); dir = dirname(dir)) chmodSync(dir, 0o755);
    chmodSync(path, 0o644);
  }

  /** Done in the first test that needs it: judging a submission has to happen inside a test. */
  let prepared: Promise<void> | undefined;
  const prepare = () => (prepared ??= placeSecrets());
  async function placeSecrets(): Promise<void> {
    const secretProblem = await defineProblem(
      { '1.in': '1 2\n', '1.out': `${secret}\n` },
      { cases: [{ seq: 1, input: '1.in', output: '1.out', score: 0, groupNum: 1 }] },
    );
    await verdictOf(await submit(secretProblem.pid, 'C', hostile.readShadow)); // fills the cache
    secretAnswer = join(
      workDir,
      'testdata',
      String(secretProblem.pid),
      secretProblem.testDataVersion,
      '1.out',
    );
    openUp(secretAnswer);
    dataFolder = mkdtempSync(join(tmpdir(), 'oj-test-'));
    mkdirSync(join(dataFolder, '.data'));
    writeFileSync(join(dataFolder, '.data', 'secrets.json'), `${secret}\n`);
    chmodSync(dataFolder, 0o755);
    chmodSync(join(dataFolder, '.data'), 0o755);
    chmodSync(join(dataFolder, '.data', 'secrets.json'), 0o644);
  }

  afterAll(() => {
    if (dataFolder) rmSync(dataFolder, { recursive: true, force: true });
  });

  it("cannot read an answer in the judge's test data cache", async () => {
    await prepare();
    expect(readFileSync(secretAnswer, 'utf8')).toBe(`${secret}\n`);
    expect(await expectContained(hostile.readAnswers(secretAnswer))).toBe(judgeStatus.accepted);
  });

  it("cannot read the local stack's data folder", async () => {
    await prepare();
    const file = join(dataFolder, '.data', 'secrets.json');
    expect(await expectContained(hostile.readAnswers(file))).toBe(judgeStatus.accepted);
  });

  it('cannot #include an answer file: a compile error that does not show it', async () => {
    await prepare();
    const code = sandboxProgram('include_answer.cpp.in').replace('@ANSWER_PATH@', secretAnswer);
    const { submission } = await verdictOf(await submit(blockedProblem.pid, 'C++', code));
    expect(submission.status).toBe(judgeStatus.compileError);
    expect(submission.errorMessage).toContain('Permission denied');
    expect(submission.errorMessage).not.toContain(secret);
  });
});
