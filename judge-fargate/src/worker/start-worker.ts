import { chmod, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { judgeMessageSchema, judgeQueue, judgeLimits, localLanguageCatalogue, judgeStatus } from '@oj/shared';
import { s3, sqs } from '@oj/functions/data/aws-clients';
import { setLanguageAvailability } from '@oj/functions/data/languages/set-language-availability';
import { failSubmission } from '@oj/functions/data/submissions/judge-state';
import { finishTestRun } from '@oj/functions/data/test-runs/test-run-store';
import { finishCheckerCompile } from '@oj/functions/data/checker-compiles/checker-compile-store';
import { availableLanguages, judgeLanguages } from '../languages/language-table';
import { proveLanguages } from '../languages/prove-languages';
import { ensureRunnerBinary } from '../sandbox/runner-binary';
import { checkSandboxLayers, missingRequiredLayers } from '../sandbox/check-sandbox-layers';
import { TestDataCache } from '../testdata/test-data-cache';
import { JudgeQueue, type HeldMessage } from '../queue/judge-queue';
import { QueueConsumer } from '../queue/queue-consumer';
import { SlotWorkspace } from '../pipeline/slot-workspace';
import { deliveryOf, judgeSubmission } from '../pipeline/judge-submission';
import { HostFailure } from '../pipeline/host-failure';
import { judgeTestRun } from '../pipeline/judge-test-run';
import { compileCheckRequest } from '../pipeline/compile-check-request';
import type { JudgeContext } from '../pipeline/judge-context';
import type { WorkerConfig } from './worker-config';
import { claimUidBlock, type UidBlock } from './uid-block';

export type WorkerLog = JudgeContext['log'];

export interface RunningWorker {
  context: JudgeContext;
  /** The sandbox uids this worker holds, apart from every other worker's on the machine. */
  uids: UidBlock;
  /** Languages this host could not prove runnable, with the reason. */
  refusedLanguages: Map<string, string>;
  /** Stops taking messages, lets running judges finish within `graceMs`, hands back the rest. */
  stop(graceMs: number): Promise<void>;
}

/** A dead-lettered message stays for inspection when it cannot be read; it is looked at twice a day. */
const unreadableRetrySeconds = 12 * 3600;

/** A message that failed for another reason is offered again after this. */
const failedRetrySeconds = 1;

/**
 * After a host failure the message waits this long times its delivery count before it is offered
 * again: time for a busy machine to free its processes, or for another worker to take it.
 */
const hostFailureRetrySecondsPerDelivery = 2;

/** Folders every user may write to; on a kernel without Landlock they would be a sandboxed program's too. */
const sharedWritableFolders = ['/tmp', '/var/tmp', '/dev/shm', '/run/lock'];

/**
 * In the judge's own container nothing but the worker (root) needs the shared temporary folders, so
 * they are closed to everyone else: the run's folder is then the only place a program can write,
 * Landlock or not.
 */
async function closeSharedWritableFolders(log: WorkerLog): Promise<void> {
  for (const folder of sharedWritableFolders) {
    await chmod(folder, 0o755).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') log('warn', `could not close ${folder}`, { error: error.message });
    });
  }
}

/**
 * The slots' folders must be reachable by the slot uids (traverse only, no listing); test data and
 * compiled checkers stay root-only.
 */
async function prepareFolders(workDir: string): Promise<void> {
  for (const [path, mode] of [
    [workDir, 0o711],
    [join(workDir, 'slots'), 0o711],
    [join(workDir, 'testdata'), 0o700],
    [join(workDir, 'cache'), 0o700],
  ] as const) {
    await mkdir(path, { recursive: true });
    await chmod(path, mode);
  }
}

function parse(message: HeldMessage) {
  return judgeMessageSchema.parse(JSON.parse(message.body));
}

/**
 * Starts a judge worker: checks the sandbox, records which languages this host has, then consumes
 * the judge queue with one sandbox slot per concurrent judge, and the dead-letter queue, marking what
 * reached it as a system error.
 */
export async function startWorker(config: WorkerConfig, log: WorkerLog): Promise<RunningWorker> {
  await ensureRunnerBinary();
  if (process.env.JUDGE_CLOSE_SHARED_TMP === '1') await closeSharedWritableFolders(log);
  const uids = claimUidBlock({
    workDir: config.workDir,
    processIndex: config.processIndex,
    slots: config.slots,
    firstBlockUid: config.firstBlockUid,
  });
  try {
    return await startOnBlock(config, uids, log);
  } catch (error) {
    uids.release();
    throw error;
  }
}

async function startOnBlock(config: WorkerConfig, uids: UidBlock, log: WorkerLog): Promise<RunningWorker> {
  const firstUid = uids.programUid(0);
  const layers = await checkSandboxLayers({ uid: firstUid, gid: firstUid });
  const missing = missingRequiredLayers(layers);
  if (missing.length > 0) {
    if (layers.root)
      throw new Error(`sandbox layers do not work on this host: ${missing.join(', ')}; refusing to judge`);
    log('warn', `NOT ROOT: judging without ${missing.join(', ')}; programs run as this user`, {
      layers: layers.layers,
    });
  }

  await prepareFolders(config.workDir);
  const workspaces = Array.from({ length: config.slots }, (_, slot) => {
    const uid = uids.programUid(slot);
    const checkerUid = uids.checkerUid(slot);
    return new SlotWorkspace(
      join(config.workDir, 'slots', `${config.processIndex}-${slot}`),
      uid,
      uid,
      checkerUid,
      checkerUid,
    );
  });

  // Only what this host judged correctly as a slot user is offered to the site.
  const { proven: languages, refused } = await proveLanguages(
    availableLanguages(),
    judgeLanguages.map((language) => language.name),
    workspaces,
  );
  for (const language of localLanguageCatalogue) {
    await setLanguageAvailability(language, languages.has(language.name));
  }
  for (const [name, reason] of refused) log('warn', `language not offered: ${name}`, { reason });
  log('info', 'judge worker ready', {
    slots: config.slots,
    uids: `${uids.firstUid}+ (block ${uids.index})`,
    languages: [...languages.keys()],
    judger: config.judger,
  });

  const context: JudgeContext = {
    languages,
    testData: new TestDataCache(s3(), config.testcaseBucket, join(config.workDir, 'testdata')),
    cacheDir: join(config.workDir, 'cache'),
    workspace: (slot) => workspaces[slot] as SlotWorkspace,
    judger: config.judger,
    log,
  };

  const judge = new QueueConsumer({
    queue: new JudgeQueue(sqs(), config.queueUrl),
    slots: config.slots,
    visibilitySeconds: judgeQueue.visibilityTimeoutSeconds,
    heartbeatMs: judgeLimits.visibilityHeartbeatMs,
    retryDelaySeconds: (error, message) =>
      error instanceof HostFailure
        ? hostFailureRetrySecondsPerDelivery * message.receiveCount
        : failedRetrySeconds,
    log,
    handle: async (message, slot) => {
      const body = parse(message);
      switch (body.kind) {
        case 'submission':
          return judgeSubmission(body, slot, context, deliveryOf(message.receiveCount));
        case 'testRun':
          return judgeTestRun(body.key, slot, context);
        case 'compileChecker':
          return compileCheckRequest(body.key, slot, context);
      }
    },
  });
  const deadLetters = new QueueConsumer({
    queue: new JudgeQueue(sqs(), config.deadLetterQueueUrl),
    slots: 1,
    visibilitySeconds: 60,
    heartbeatMs: 30_000,
    retryDelaySeconds: unreadableRetrySeconds,
    log,
    handle: async (message) => {
      let body;
      try {
        body = parse(message);
      } catch (error) {
        log('error', 'unreadable message in the dead-letter queue; kept for inspection', {
          body: message.body,
        });
        throw error;
      }
      const reason = `Judging failed ${message.receiveCount > 1 ? 'again ' : ''}after repeated attempts; the submission was set aside.`;
      if (body.kind === 'submission') {
        const marked = await failSubmission(body.submitId, body.round, reason);
        log('error', 'dead-lettered submission', { submitId: body.submitId, round: body.round, marked });
      } else if (body.kind === 'compileChecker') {
        await finishCheckerCompile(body.key, {
          ok: false,
          message: 'The judges could not compile it after repeated attempts; please try again.',
        });
      } else {
        await finishTestRun(body.key, {
          status: judgeStatus.systemError,
          timeMs: null,
          memoryKb: null,
          userOutput: null,
          stderr: reason,
        });
      }
    },
  });
  judge.start();
  deadLetters.start();
  return {
    context,
    uids,
    refusedLanguages: refused,
    stop: async (graceMs) => {
      await Promise.all([judge.stop(graceMs), deadLetters.stop(1_000)]);
      uids.release();
    },
  };
}
