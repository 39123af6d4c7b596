import { chmod, chown, copyFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

import type { RunnerConfig } from './runner-contract';
import { runSandboxed } from './run-sandboxed';
import {
  buildRunnerAndPrograms,
  builtPrograms,
  firstReachable,
  freshSlotPerTest,
  isRoot,
  nativeRun,
  programSources,
  readStderr,
  readStdout,
  runInSlot,
  startCanary,
  writeStdin,
  type Slot,
} from './sandbox-test-fixture';

const gcc = await firstReachable(['/usr/bin/gcc']);
const javac = await firstReachable(['/usr/lib/jvm/java-17-openjdk-amd64/bin/javac', '/usr/bin/javac']);

/** Limits of a compile: wall time only, a generous address space, a small process tree. */
function compileRun(
  slot: Slot,
  program: string,
  args: string[],
  overrides: Partial<RunnerConfig> = {},
): RunnerConfig {
  return {
    ...runInSlot(slot, 'compiler', program),
    args,
    wallLimitMs: 30_000,
    addressSpaceKb: 4 * 1024 * 1024,
    outputLimitKb: 64 * 1024,
    maxProcesses: 32,
    maxOpenFiles: 256,
    env: { PATH: '/usr/bin:/bin', TMPDIR: slot.workDir, HOME: slot.workDir },
    stdout: { path: join(slot.ioDir, 'stdout.txt') },
    stderr: { path: join(slot.ioDir, 'stderr.txt') },
    ...overrides,
  };
}

/** The source goes into the work dir as the worker would put it: the slot's own, mode 0600. */
async function placeSource(slot: Slot, name: string): Promise<void> {
  await copyFile(join(programSources, name), join(slot.workDir, name));
  await chmod(join(slot.workDir, name), 0o600);
  await chown(join(slot.workDir, name), slot.uid, slot.gid);
}

describe.skipIf(!isRoot)('the compiler profile', { timeout: 60_000 }, () => {
  beforeAll(buildRunnerAndPrograms, 120_000);
  const currentSlot = freshSlotPerTest(3);

  it.skipIf(!gcc)('compiles C with gcc in the sandbox, and the binary then runs as native', async () => {
    const slot = currentSlot();
    await placeSource(slot, 'ok.c');
    const compiled = await runSandboxed(compileRun(slot, gcc ?? '', ['-O2', '-o', 'ok', 'ok.c']));
    expect(compiled.status, compiled.error ?? (await readStderr(slot))).toBe('ok');
    expect((await stat(join(slot.workDir, 'ok'))).uid).toBe(slot.uid);
    await writeStdin(slot, '5 6\n');
    expect((await runSandboxed(nativeRun(slot, join(slot.workDir, 'ok')))).status).toBe('ok');
    expect(await readStdout(slot)).toBe('11\n');
  });

  it.skipIf(!javac)('compiles Java with javac in the sandbox', async () => {
    const slot = currentSlot();
    await placeSource(slot, 'Ok.java');
    const args = ['-J-XX:-UsePerfData', '-J-Xmx512m', '-d', '.', 'Ok.java'];
    const compiled = await runSandboxed(compileRun(slot, javac ?? '', args, { addressSpaceKb: 0 }));
    expect(compiled.status, compiled.error ?? (await readStderr(slot))).toBe('ok');
    expect((await stat(join(slot.workDir, 'Ok.class'))).isFile()).toBe(true);
  });

  it('cannot open a TCP connection: the socket is refused', async () => {
    const slot = currentSlot();
    const result = await runSandboxed(compileRun(slot, join(builtPrograms, 'socket_connect'), []));
    expect(result).toMatchObject({ status: 'nonzero_exit', exitCode: 1 });
    expect(await readStdout(slot)).toBe('refused\n');
  });

  it('leaves no process behind after a fork bomb that escapes its process group (with a cgroup)', async () => {
    const slot = currentSlot();
    const result = await runSandboxed(
      compileRun(slot, join(builtPrograms, 'fork_bomb'), [], { wallLimitMs: 1000 }),
    );
    expect(result.status).toBe('wall_time_limit');
  });

  it('leaves no process behind after a fork bomb that escapes its process group (without a cgroup)', async () => {
    const slot = currentSlot();
    const config = compileRun(slot, join(builtPrograms, 'fork_bomb'), [], {
      wallLimitMs: 1000,
      cgroup: false,
    });
    expect(await runSandboxed(config)).toMatchObject({ status: 'wall_time_limit', cgroup: false });
  });

  it('may call kill(-1, SIGKILL), which reaches only its own processes', async () => {
    const slot = currentSlot();
    const rootCanary = startCanary();
    const otherSlotCanary = startCanary({ uid: 62051, gid: 62051 });
    try {
      const result = await runSandboxed(compileRun(slot, join(builtPrograms, 'kill_all'), []));
      expect(result.status).toBe('ok');
      expect(await readStdout(slot)).toBe('survived\n');
      expect(rootCanary.alive()).toBe(true);
      expect(otherSlotCanary.alive()).toBe(true);
    } finally {
      rootCanary.stop();
      otherSlotCanary.stop();
    }
  });
});
