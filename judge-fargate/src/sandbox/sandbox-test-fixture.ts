/**
 * What the sandbox tests share: building the runner and the per-behaviour programs, a fresh judge
 * slot per test (each test file has its own uids, so files can run in parallel), and the checks that
 * a run left the host as it found it. Test support only; nothing in the worker imports it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  chmod,
  chown,
  copyFile,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  realpath,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, beforeEach, expect } from 'vitest';

import { ensureRunnerBinary, sandboxSourceDir } from './runner-binary';
import type { RunnerConfig } from './runner-contract';

/** Sandboxing needs root (uid changes, chown); elsewhere these tests are skipped. */
export const isRoot = process.getuid?.() === 0;

/** Sources of the per-behaviour programs and where `make test-programs` puts them. */
export const programSources = join(sandboxSourceDir, 'tests/programs');
export const builtPrograms = join(sandboxSourceDir, 'build/test-programs');

export async function buildRunnerAndPrograms(): Promise<void> {
  await ensureRunnerBinary({ rebuild: true, targets: ['test-programs'] });
}

/** A judge slot: ids 62001 + slot, a work dir it owns, an io dir it cannot touch. Each test file uses
    its own slot numbers, so files can run in parallel. */
export interface Slot {
  uid: number;
  gid: number;
  /** Root-owned 0711 directory holding the two below. */
  base: string;
  /** The program's work dir: owned by the slot uid, mode 0711. */
  workDir: string;
  /** Root-only 0700 directory for stdin/stdout/stderr files, opened by the runner before it drops root. */
  ioDir: string;
  /** Removes everything. */
  remove(): Promise<void>;
}

export async function createSlot(slot: number): Promise<Slot> {
  const uid = 62001 + slot;
  const gid = 62001 + slot;
  const base = await mkdtemp(join(tmpdir(), `oj-sandbox-slot${slot}-`));
  await chmod(base, 0o711);
  const workDir = join(base, 'work');
  const ioDir = join(base, 'io');
  await mkdir(workDir, { mode: 0o711 });
  await chmod(workDir, 0o711);
  await chown(workDir, uid, gid);
  await mkdir(ioDir, { mode: 0o700 });
  await writeFile(join(ioDir, 'stdin.txt'), '');
  return { uid, gid, base, workDir, ioDir, remove: () => rm(base, { recursive: true, force: true }) };
}

/**
 * A fresh slot for every test of the calling describe block: created before each test; after it,
 * checked for leftovers and removed. Call the returned function inside a test to get the slot.
 */
export function freshSlotPerTest(slotNumber: number): () => Slot {
  let current: Slot | undefined;
  beforeEach(async () => {
    current = await createSlot(slotNumber);
  });
  afterEach(async () => {
    const slot = current;
    current = undefined;
    if (!slot) return;
    try {
      await expectHostUnharmed(slot);
    } finally {
      await slot.remove();
    }
  });
  return () => {
    if (!current) throw new Error('a slot exists only while a test runs');
    return current;
  };
}

/** A root-owned 0755 directory of read-only files every slot may run (scripts, compiled classes). */
export async function createSharedDir(
  files: Record<string, string>,
): Promise<{ path: string; remove(): Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), 'oj-sandbox-shared-'));
  await chmod(path, 0o755);
  for (const [name, source] of Object.entries(files)) {
    await copyFile(source, join(path, name));
    await chmod(join(path, name), 0o644);
  }
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

/** What every run in a slot has, whatever its limits: the program, the slot's folder and user, the profile. */
export function runInSlot(
  slot: Slot,
  profile: RunnerConfig['profile'],
  program: string,
): Pick<RunnerConfig, 'program' | 'workDir' | 'profile' | 'uid' | 'gid'> {
  return { program, workDir: slot.workDir, profile, uid: slot.uid, gid: slot.gid };
}

/** A run of a built test program (or any absolute path) with the limits a C++ problem would have. */
export function nativeRun(slot: Slot, program: string, overrides: Partial<RunnerConfig> = {}): RunnerConfig {
  return {
    ...runInSlot(slot, 'native', resolve(builtPrograms, program)),
    cpuLimitMs: 1000,
    wallLimitMs: 5000,
    memoryLimitKb: 256 * 1024,
    addressSpaceKb: 512 * 1024,
    stackKb: 8 * 1024,
    outputLimitKb: 1024,
    stdin: { path: join(slot.ioDir, 'stdin.txt') },
    stdout: { path: join(slot.ioDir, 'stdout.txt') },
    stderr: { path: join(slot.ioDir, 'stderr.txt') },
    ...overrides,
  };
}

export async function writeStdin(slot: Slot, text: string): Promise<void> {
  await writeFile(join(slot.ioDir, 'stdin.txt'), text);
}

export async function readStdout(slot: Slot): Promise<string> {
  return readFile(join(slot.ioDir, 'stdout.txt'), 'utf8');
}

export async function readStderr(slot: Slot): Promise<string> {
  return readFile(join(slot.ioDir, 'stderr.txt'), 'utf8');
}

/** Live processes whose real uid is `uid` (a test may scan /proc; the runner never does). */
export async function processesOfUid(uid: number): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const status = await readFile(`/proc/${entry}/status`, 'utf8').catch(() => '');
    const realUid = /^Uid:\s+(\d+)/m.exec(status)?.[1];
    if (realUid === String(uid)) pids.push(Number(entry));
  }
  return pids;
}

/** The places outside its work dir where a slot uid could write, were nothing else in the way. */
const worldWritableDirs = ['/tmp', '/var/tmp', '/dev/shm'];

export async function filesOwnedByUid(uid: number): Promise<string[]> {
  const owned: string[] = [];
  for (const dir of worldWritableDirs) {
    for (const entry of await readdir(dir).catch(() => [])) {
      const info = await stat(join(dir, entry)).catch(() => null);
      if (info?.uid === uid) owned.push(join(dir, entry));
    }
  }
  return owned;
}

/** After a run: nothing of the slot is still running and it left no file outside its work dir. */
export async function expectHostUnharmed(slot: Slot): Promise<void> {
  expect(await processesOfUid(slot.uid)).toEqual([]);
  expect(await filesOwnedByUid(slot.uid)).toEqual([]);
}

/** A long-lived process that a hostile program might try to kill; stop() ends it. */
export interface Canary {
  alive(): boolean;
  stop(): void;
}

export function startCanary(ids?: { uid: number; gid: number }): Canary {
  const sleeper: ChildProcess = spawn('sleep', ['60'], { stdio: 'ignore', ...ids });
  return {
    alive: () => sleeper.exitCode === null && sleeper.signalCode === null && sleeper.kill(0),
    stop: () => void sleeper.kill('SIGKILL'),
  };
}

/** A runtime binary the slot uid can reach: every directory on its path is searchable by others. */
export async function reachableByOthers(path: string): Promise<boolean> {
  const real = await realpath(path).catch(() => null);
  if (!real) return false;
  const file = await stat(real);
  if ((file.mode & 0o005) !== 0o005) return false;
  for (let dir = dirname(real); ; dir = dirname(dir)) {
    if (((await stat(dir)).mode & 0o001) === 0) return false;
    if (dir === '/') return true;
  }
}

export async function firstReachable(paths: string[]): Promise<string | undefined> {
  for (const path of paths) if (await reachableByOthers(path)) return path;
  return undefined;
}
