import { s3 } from '@oj/functions/judging';
import { ensureRunnerBinary } from '../sandbox/runner-binary';
import { TestDataCache } from '../testdata/test-data-cache';
import type { SlotWorkspace } from '../pipeline/slot-workspace';
import type { JudgeContext } from '../pipeline/judge-context';
import type { WorkerConfig } from './worker-config';
import type { WorkerLog } from './worker-log';
import { claimUidBlock, type UidBlock } from './uid-block';
import { closeSharedWritableFolders } from './host-hardening';
import { requireSandboxLayers } from './sandbox-readiness';
import { prepareWorkFolders } from './folder-modes';
import { slotWorkspaces } from './slot-workspaces';
import { publishLanguages } from './publish-languages';
import { startHeartbeat } from './worker-heartbeat';
import { judgeConsumer } from './judge-consumer';
import { deadLetterConsumer, deadLetterStopGraceMs } from './dead-letter-policy';

export type { WorkerLog } from './worker-log';

export interface RunningWorker {
  context: JudgeContext;
  /** The sandbox uids this worker holds, apart from every other worker's on the machine. */
  uids: UidBlock;
  /** Languages this host could not prove runnable, with the reason. */
  refusedLanguages: Map<string, string>;
  /** Stops taking messages, lets running judges finish within `graceMs`, hands back the rest. */
  stop(graceMs: number): Promise<void>;
}

/**
 * Starts a judge worker, in this order: the runner binary exists; the host's shared folders are
 * closed (in the image); a block of sandbox uids is claimed; the sandbox's layers are checked as one
 * of those uids; the work folders get their modes; the languages are proven and published; then the
 * judge queue is consumed with one sandbox slot per concurrent judge, and the dead-letter queue with
 * the policy of dead-letter-policy.ts, and a heartbeat reports the worker, its languages, slots and load every 20
 * seconds (the admin dashboard's live workers). The uid block is released when anything after its claim fails.
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
  await requireSandboxLayers(uids.programUid(0), log);
  const folders = await prepareWorkFolders(config.workDir);
  const workspaces = slotWorkspaces(folders.slots, config.processIndex, config.slots, uids);
  const { proven: languages, refused } = await publishLanguages(workspaces, log);
  log('info', 'judge worker ready', {
    slots: config.slots,
    uids: `${uids.firstUid}+ (block ${uids.index})`,
    languages: [...languages.keys()],
    judger: config.judger,
  });

  const context: JudgeContext = {
    languages,
    testData: new TestDataCache(s3(), config.testcaseBucket, folders.testData),
    cacheDir: folders.cache,
    workspace: (slot) => workspaces[slot] as SlotWorkspace,
    judger: config.judger,
    log,
  };
  const judge = judgeConsumer(config.queueUrl, config.slots, context);
  const deadLetters = deadLetterConsumer(config.deadLetterQueueUrl, log);
  judge.start();
  deadLetters.start();
  const stopHeartbeat = startHeartbeat(
    { workerId: config.judger, languages: [...languages.keys()], slots: config.slots },
    log,
  );
  return {
    context,
    uids,
    refusedLanguages: refused,
    stop: async (graceMs) => {
      stopHeartbeat();
      await Promise.all([judge.stop(graceMs), deadLetters.stop(deadLetterStopGraceMs)]);
      uids.release();
    },
  };
}
