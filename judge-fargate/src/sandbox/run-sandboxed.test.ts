import { beforeAll, describe, expect, it } from 'vitest';

import { runSandboxed } from './run-sandboxed';
import {
  buildRunnerAndPrograms,
  freshSlotPerTest,
  isRoot,
  nativeRun,
  readStdout,
  writeStdin,
} from './sandbox-test-fixture';

describe.skipIf(!isRoot)('runSandboxed with a native program', { timeout: 30_000 }, () => {
  beforeAll(buildRunnerAndPrograms, 120_000);
  const currentSlot = freshSlotPerTest(0);

  it('reports ok and the program output for A+B', async () => {
    const slot = currentSlot();
    await writeStdin(slot, '1 2\n');
    const result = await runSandboxed(nativeRun(slot, 'ok'));
    expect(result).toMatchObject({ status: 'ok', exitCode: 0, signal: null, error: null });
    expect(await readStdout(slot)).toBe('3\n');
    expect(result.memoryKb).toBeGreaterThan(0);
  });

  it('stops a busy loop just past the CPU limit', async () => {
    const slot = currentSlot();
    const result = await runSandboxed(nativeRun(slot, 'while1', { cpuLimitMs: 500, wallLimitMs: 5000 }));
    expect(result).toMatchObject({ status: 'cpu_time_limit', signal: 9 });
    expect(result.cpuTimeMs).toBeGreaterThan(500);
    expect(result.cpuTimeMs).toBeLessThan(600);
  });

  it('stops a sleeper at the wall-clock limit without charging CPU', async () => {
    const slot = currentSlot();
    const result = await runSandboxed(nativeRun(slot, 'sleep', { wallLimitMs: 300 }));
    expect(result).toMatchObject({ status: 'wall_time_limit', signal: 9 });
    expect(result.wallTimeMs).toBeGreaterThanOrEqual(300);
    expect(result.cpuTimeMs).toBeLessThan(100);
  });

  it('reports memory_limit once touched memory passes the limit', async () => {
    const slot = currentSlot();
    const result = await runSandboxed(nativeRun(slot, 'malloc_touch', { memoryLimitKb: 64 * 1024 }));
    expect(result.status).toBe('memory_limit');
    expect(result.memoryKb).toBeGreaterThan(64 * 1024);
  });

  it('reports memory_limit when a doubling vector hits the address-space limit below the memory limit', async () => {
    const slot = currentSlot();
    // 64 MiB filled; growing to 128 MiB needs 192 MiB of address space: bad_alloc, SIGABRT.
    const limits = { memoryLimitKb: 100 * 1024, addressSpaceKb: 128 * 1024 };
    const result = await runSandboxed(nativeRun(slot, 'vector_push', limits));
    expect(result).toMatchObject({ status: 'memory_limit', signal: 6 });
    expect(result.memoryKb).toBeLessThan(limits.memoryLimitKb);
  });

  it('reports memory_limit for static data larger than the address-space limit', async () => {
    const slot = currentSlot();
    const result = await runSandboxed(nativeRun(slot, 'big_static'));
    expect(result).toMatchObject({ status: 'memory_limit', signal: 11 });
  });

  it('reports a null-pointer write as signalled with SIGSEGV', async () => {
    const slot = currentSlot();
    const result = await runSandboxed(nativeRun(slot, 'segfault'));
    expect(result).toMatchObject({ status: 'signalled', signal: 11, exitCode: null });
  });

  it('reports a division by zero as signalled with SIGFPE', async () => {
    const slot = currentSlot();
    const result = await runSandboxed(nativeRun(slot, 'div_zero'));
    expect(result).toMatchObject({ status: 'signalled', signal: 8 });
  });

  it('reports exit code 3 as nonzero_exit', async () => {
    const slot = currentSlot();
    const result = await runSandboxed(nativeRun(slot, 'exit3'));
    expect(result).toMatchObject({ status: 'nonzero_exit', exitCode: 3, signal: null });
  });

  it('reports a program that raises a signal at itself as signalled, not as a violation', async () => {
    const slot = currentSlot();
    const result = await runSandboxed(nativeRun(slot, 'raise_self'));
    expect(result).toMatchObject({ status: 'signalled', signal: 15 });
  });

  it('reports a stack overflow as signalled when the stack limit is well below the memory limit', async () => {
    const slot = currentSlot();
    const result = await runSandboxed(nativeRun(slot, 'stack_overflow', { stackKb: 8 * 1024 }));
    expect(result).toMatchObject({ status: 'signalled', signal: 11 });
  });

  it('reports a stack overflow as memory_limit when the stack may grow as large as the memory limit', async () => {
    const slot = currentSlot();
    const result = await runSandboxed(
      nativeRun(slot, 'stack_overflow', {
        stackKb: 64 * 1024,
        memoryLimitKb: 64 * 1024,
        addressSpaceKb: 256 * 1024,
      }),
    );
    expect(result.status).toBe('memory_limit');
  });

  it('reports output_limit when stdout passes the output limit', async () => {
    const slot = currentSlot();
    const result = await runSandboxed(nativeRun(slot, 'output_flood', { outputLimitKb: 64 }));
    expect(result).toMatchObject({ status: 'output_limit', signal: 25 });
    expect((await readStdout(slot)).length).toBeLessThanOrEqual(64 * 1024 + 1);
  });

  it('reports output_limit even when the program ignores SIGXFSZ and exits 0', async () => {
    const slot = currentSlot();
    const result = await runSandboxed(
      nativeRun(slot, 'output_flood_ignoring_sigxfsz', { outputLimitKb: 64 }),
    );
    expect(result).toMatchObject({ status: 'output_limit', exitCode: 0 });
  });

  it('lets a program use threads only up to maxProcesses', async () => {
    const slot = currentSlot();
    const result = await runSandboxed(nativeRun(slot, 'thread_bomb', { maxProcesses: 8 }));
    expect(result.status).toBe('ok');
    expect(Number(await readStdout(slot))).toBeLessThan(8);
  });

  it('gives a program no threads at all with the default of one process', async () => {
    const slot = currentSlot();
    const result = await runSandboxed(nativeRun(slot, 'thread_bomb'));
    expect(result.status).toBe('ok');
    expect(await readStdout(slot)).toBe('0\n');
  });

  it('reports runner_error, naming the step, when the program does not exist', async () => {
    const slot = currentSlot();
    const result = await runSandboxed(nativeRun(slot, 'no-such-program'));
    expect(result.status).toBe('runner_error');
    expect(result.error).toMatch(/^execve: No such file/);
  });

  it('reports runner_error when asked to pass an AWS_ variable', async () => {
    const slot = currentSlot();
    const result = await runSandboxed(nativeRun(slot, 'ok', { env: { AWS_SECRET_ACCESS_KEY: 'x' } }));
    expect(result.status).toBe('runner_error');
    expect(result.error).toMatch(/AWS_SECRET_ACCESS_KEY.*forbidden/);
  });

  it('reports runner_error when the run is cancelled', async () => {
    const slot = currentSlot();
    const controller = new AbortController();
    const running = runSandboxed(nativeRun(slot, 'sleep', { wallLimitMs: 10_000 }), {
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 100);
    const result = await running;
    expect(result).toMatchObject({ status: 'runner_error', error: 'runner cancelled by a signal' });
  });
});
