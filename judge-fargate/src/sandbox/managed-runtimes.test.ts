import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readablePathsFor } from './readable-paths';
import type { RunnerConfig } from './runner-contract';
import { runSandboxed } from './run-sandboxed';
import {
  buildRunnerAndPrograms,
  createSharedDir,
  firstReachable,
  freshSlotPerTest,
  isRoot,
  programSources,
  readStderr,
  readStdout,
  runInSlot,
  writeStdin,
  type Slot,
} from './sandbox-test-fixture';

const run = promisify(execFile);

// Real binaries, not pyenv shims; /root is 0700 here, so a pyenv build under it is out of a slot's reach.
const python = await firstReachable(['/root/.pyenv/versions/3.11.7/bin/python3.11', '/usr/bin/python3.11']);
const java = await firstReachable(['/usr/lib/jvm/java-17-openjdk-amd64/bin/java', '/usr/bin/java']);
const javac = await firstReachable(['/usr/lib/jvm/java-17-openjdk-amd64/bin/javac', '/usr/bin/javac']);
const node = await firstReachable([process.execPath, '/usr/bin/node']);

// prettier-ignore
const scripts = [
  'ok.py', 'mle.py', 'socket_connect.py', 'fork.py', 'thread_recursion.py', 'ok.js', 'mle.js', 'child_process.js',
];

describe.skipIf(!isRoot)('runSandboxed with a managed runtime', { timeout: 60_000 }, () => {
  /** Scripts and compiled classes, root-owned and read-only: the programs run them by path. */
  let shared: { path: string; remove(): Promise<void> };

  beforeAll(async () => {
    await buildRunnerAndPrograms();
    shared = await createSharedDir(
      Object.fromEntries(scripts.map((name) => [name, join(programSources, name)])),
    );
    // javac runs as root here, so the classes come out root-owned and 0644 like the scripts.
    if (javac)
      await run(javac, [
        '-d',
        shared.path,
        join(programSources, 'Ok.java'),
        join(programSources, 'Mle.java'),
      ]);
  }, 120_000);
  afterAll(async () => shared?.remove());
  const currentSlot = freshSlotPerTest(2);

  /**
   * Limits of a managed-language problem: no RLIMIT_AS (JVM/V8 reserve gigabytes), more threads, and
   * reads confined as the judge confines them (where Landlock is): memfd_create refused and only the
   * runtime, the system and the scripts readable — every runtime must still start.
   */
  function managedRun(
    slot: Slot,
    program: string,
    args: string[],
    overrides: Partial<RunnerConfig> = {},
  ): RunnerConfig {
    return {
      ...runInSlot(slot, 'managed', program),
      args,
      cpuLimitMs: 5000,
      wallLimitMs: 15_000,
      memoryLimitKb: 256 * 1024,
      maxProcesses: 64,
      maxOpenFiles: 256,
      outputLimitKb: 1024,
      env: { PATH: '/usr/bin:/bin', HOME: slot.workDir, LANG: 'C.UTF-8' },
      readablePaths: readablePathsFor([shared.path], { runtime: program }),
      stdin: { path: join(slot.ioDir, 'stdin.txt') },
      stdout: { path: join(slot.ioDir, 'stdout.txt') },
      stderr: { path: join(slot.ioDir, 'stderr.txt') },
      ...overrides,
    };
  }

  describe.skipIf(!python)('python', () => {
    const pythonRun = (script: string) =>
      managedRun(currentSlot(), python ?? '', [join(shared.path, script)], { addressSpaceKb: 512 * 1024 });

    it('runs A+B', async () => {
      await writeStdin(currentSlot(), '20 22\n');
      expect((await runSandboxed(pythonRun('ok.py'))).status).toBe('ok');
      expect(await readStdout(currentSlot())).toBe('42\n');
    });

    it('reports memory_limit for a list that grows forever', async () => {
      expect((await runSandboxed(pythonRun('mle.py'))).status).toBe('memory_limit');
    });

    it('cannot open a TCP connection: the socket is refused and Python raises PermissionError', async () => {
      expect((await runSandboxed(pythonRun('socket_connect.py'))).status).toBe('nonzero_exit');
      expect(await readStderr(currentSlot())).toMatch(/PermissionError/);
    });

    it('is killed for os.fork()', async () => {
      expect((await runSandboxed(pythonRun('fork.py'))).status).toBe('seccomp_violation');
    });

    it('recurses 200,000 deep in a thread with a big stack, given one thread of its own', async () => {
      await writeStdin(currentSlot(), '20 22\n');
      const run = { ...pythonRun('thread_recursion.py'), maxProcesses: 2, stackKb: 256 * 1024 };
      const result = await runSandboxed(run);
      expect(result.status, await readStderr(currentSlot())).toBe('ok');
      expect(await readStdout(currentSlot())).toBe('42\n');
    });

    it('cannot start that thread with no thread to spare', async () => {
      const run = { ...pythonRun('thread_recursion.py'), maxProcesses: 1 };
      expect((await runSandboxed(run)).status).toBe('nonzero_exit');
      expect(await readStderr(currentSlot())).toMatch(/can't start new thread/);
    });
  });

  describe.skipIf(!java || !javac)('java', () => {
    // -Xmx above the limit: the runner's RSS watch, not the JVM's own OutOfMemoryError, decides.
    const javaRun = (mainClass: string) =>
      managedRun(currentSlot(), java ?? '', [
        '-XX:-UsePerfData',
        '-Xmx1g',
        '-Xss64m',
        '-cp',
        shared.path,
        mainClass,
      ]);

    it('runs A+B with its dozen threads', async () => {
      await writeStdin(currentSlot(), '20 22\n');
      const result = await runSandboxed(javaRun('Ok'));
      expect(result.status, await readStderr(currentSlot())).toBe('ok');
      expect(await readStdout(currentSlot())).toBe('42\n');
    });

    it('reports memory_limit for arrays allocated forever', async () => {
      expect((await runSandboxed(javaRun('Mle'))).status).toBe('memory_limit');
    });
  });

  describe.skipIf(!node)('node', () => {
    const nodeRun = (script: string) => managedRun(currentSlot(), node ?? '', [join(shared.path, script)]);

    it('runs A+B', async () => {
      await writeStdin(currentSlot(), '20 22\n');
      const result = await runSandboxed(nodeRun('ok.js'));
      expect(result.status, await readStderr(currentSlot())).toBe('ok');
      expect(await readStdout(currentSlot())).toBe('42\n');
    });

    it('reports memory_limit for arrays allocated forever', async () => {
      expect((await runSandboxed(nodeRun('mle.js'))).status).toBe('memory_limit');
    });

    it('is killed for spawning a process', async () => {
      expect((await runSandboxed(nodeRun('child_process.js'))).status).toBe('seccomp_violation');
    });
  });
});
