import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, ftruncateSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * Every judge worker process on a machine needs sandbox uids of its own. The kernel's per-user
 * process limit (RLIMIT_NPROC, which the sandbox sets low) counts every process of a uid, whoever
 * started it: two workers sharing a uid make each other's programs fail with
 * `execve: Resource temporarily unavailable`. So the uids are cut into disjoint blocks, one per
 * worker process, and a worker claims its block with an exclusive lock that the kernel drops when
 * the worker ends, however it ends.
 *
 * Block b covers  firstBlockUid + b × uidsPerBlock  up to (not including) the next block:
 *   program uid of slot s  = block start + s
 *   checker uid of slot s  = block start + maxSlotsPerWorker + s
 */

/** Most sandbox slots one worker process may run; each slot needs a program uid and a checker uid. */
export const maxSlotsPerWorker = 256;

/** uids one block spans: a program uid and a checker uid per possible slot. */
export const uidsPerBlock = 2 * maxSlotsPerWorker;

/** How many blocks there are: 4,096 blocks of 512 uids is about 2.1 million uids. */
export const uidBlockCount = 4096;

/**
 * The first uid of the first block. Two thousand million is far above the ranges Debian gives people
 * (1000–59999), its dynamic system users (60000–65519), `nobody` (65534) and the subordinate ranges
 * rootless containers get (100000 upward in steps of 65536), and the whole region stays below 2³¹,
 * so no tool that reads a uid as a signed 32-bit number misreads it. `JUDGE_UID_BASE` moves it, e.g.
 * for a user namespace that maps fewer uids.
 */
export const defaultFirstBlockUid = 2_000_000_000;

export interface UidBlock {
  /** Which block this worker holds. */
  index: number;
  /** The block's first uid. */
  firstUid: number;
  programUid(slot: number): number;
  checkerUid(slot: number): number;
  /** Lets another worker claim the block; also happens by itself when the process ends. */
  release(): void;
}

export interface ClaimOptions {
  /** The worker's scratch folder: the block is derived from it as the folder is from the data dir. */
  workDir: string;
  /** The worker's index among the processes sharing `workDir`: they take neighbouring blocks. */
  processIndex: number;
  slots: number;
  firstBlockUid?: number;
  /** Where the lock files are; by default /run (root) or the temporary folder. */
  lockDir?: string;
}

function defaultLockDir(): string {
  return process.getuid?.() === 0 ? '/run/oj-judge-uid-blocks' : join(tmpdir(), 'oj-judge-uid-blocks');
}

/** The block a worker tries first: a hash of its scratch folder, then its process index. */
export function preferredBlock(workDir: string, processIndex: number): number {
  const hash = createHash('sha256').update(workDir).digest().readUInt32BE(0);
  return (hash + processIndex) % uidBlockCount;
}

/**
 * Takes an exclusive lock on an open file without waiting. flock(1) locks the open file description
 * it inherits as fd 3, which this process keeps open: the lock outlives the helper and ends when the
 * descriptor is closed, by `release` or by the kernel when the worker dies.
 */
function tryLock(fd: number): boolean {
  const result = spawnSync('flock', ['--exclusive', '--nonblock', '3'], {
    stdio: ['ignore', 'ignore', 'pipe', fd],
  });
  if (result.error)
    throw new Error(
      `cannot lock a uid block: flock(1) did not run (${result.error.message}); install util-linux`,
    );
  return result.status === 0;
}

/** uids the kernel of this user namespace can switch to: the ranges of /proc/self/uid_map. */
function mappedUidRanges(): { first: number; count: number }[] {
  try {
    return readFileSync('/proc/self/uid_map', 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.trim().split(/\s+/).map(Number))
      .map(([inside, , count]) => ({ first: inside ?? 0, count: count ?? 0 }));
  } catch {
    return [];
  }
}

function assertMapped(first: number, last: number): void {
  const ranges = mappedUidRanges();
  if (ranges.length === 0) return;
  if (!ranges.some((range) => first >= range.first && last < range.first + range.count))
    throw new Error(
      `sandbox uids ${first}–${last} are outside this user namespace's uid map; set JUDGE_UID_BASE to a mapped range`,
    );
}

/**
 * Claims a free block of sandbox uids for one worker process: the preferred block when it is free,
 * otherwise the next free one. Throws when every block is taken or the uids cannot be used here.
 */
export function claimUidBlock(options: ClaimOptions): UidBlock {
  const firstBlockUid = options.firstBlockUid ?? defaultFirstBlockUid;
  if (!Number.isInteger(options.slots) || options.slots < 1 || options.slots > maxSlotsPerWorker)
    throw new Error(`a worker runs 1 to ${maxSlotsPerWorker} slots, not ${options.slots} (JUDGE_SLOTS)`);
  if (!Number.isInteger(firstBlockUid) || firstBlockUid < 1000)
    throw new Error(`JUDGE_UID_BASE must be a uid of 1000 or more, not ${firstBlockUid}`);
  assertMapped(firstBlockUid, firstBlockUid + uidBlockCount * uidsPerBlock - 1);

  const lockDir = options.lockDir ?? defaultLockDir();
  mkdirSync(lockDir, { recursive: true, mode: 0o755 });
  const start = preferredBlock(options.workDir, options.processIndex);
  for (let step = 0; step < uidBlockCount; step++) {
    const index = (start + step) % uidBlockCount;
    const fd = openSync(join(lockDir, `block-${index}.lock`), 'a+', 0o644);
    if (!tryLock(fd)) {
      closeSync(fd);
      continue;
    }
    // Who holds it, for a person looking at the lock folder; the lock itself is what counts.
    ftruncateSync(fd, 0);
    writeSync(fd, `${process.pid} ${options.workDir} ${options.processIndex}\n`);
    const blockStart = firstBlockUid + index * uidsPerBlock;
    let open = true;
    return {
      index,
      firstUid: blockStart,
      programUid: (slot) => blockStart + slot,
      checkerUid: (slot) => blockStart + maxSlotsPerWorker + slot,
      release: () => {
        if (open) closeSync(fd);
        open = false;
      },
    };
  }
  throw new Error(`every one of the ${uidBlockCount} sandbox uid blocks is held by a running judge`);
}
