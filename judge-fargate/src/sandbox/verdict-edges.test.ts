import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

import { runSandboxed } from './run-sandboxed';
import {
  buildRunnerAndPrograms,
  freshSlotPerTest,
  isRoot,
  nativeRun,
  readStderr,
  readStdout,
  writeStdin,
} from './sandbox-test-fixture';

/** A C++ problem of 128 MiB: the address space the judge gives it is twice that plus 64 MiB. */
const cppLimits = { memoryLimitKb: 128 * 1024, addressSpaceKb: 320 * 1024 };

describe.skipIf(!isRoot)('runs whose verdict used to be wrong', { timeout: 30_000 }, () => {
  beforeAll(buildRunnerAndPrograms, 120_000);
  const currentSlot = freshSlotPerTest(6);

  it('reports memory_limit when one allocation beyond the address space ends in bad_alloc', async () => {
    const slot = currentSlot();
    await writeStdin(slot, '1 2\n');
    const result = await runSandboxed(nativeRun(slot, 'bad_alloc', cppLimits));
    expect(result).toMatchObject({ status: 'memory_limit', signal: 6 });
    // Nothing was touched: no rule on resident memory could have told this abort from another.
    expect(result.memoryKb).toBeLessThan(cppLimits.memoryLimitKb / 8);
    expect(await readStderr(slot)).toContain('bad_alloc');
  });

  it('keeps an abort without a refused allocation a plain signal', async () => {
    const slot = currentSlot();
    const result = await runSandboxed(nativeRun(slot, 'abort_small', cppLimits));
    expect(result).toMatchObject({ status: 'signalled', signal: 6 });
  });

  it('judges a program that catches bad_alloc and carries on by its output', async () => {
    const slot = currentSlot();
    expect((await runSandboxed(nativeRun(slot, 'bad_alloc_caught', cppLimits))).status).toBe('ok');
    expect(await readStdout(slot)).toBe('fell back\n');
  });

  it('refuses memfd_create, so memory cannot be held outside the resident set', async () => {
    const slot = currentSlot();
    const result = await runSandboxed(nativeRun(slot, 'memfd_hold', { memoryLimitKb: 256 * 1024 }));
    expect(result.status).toBe('ok');
    expect(await readStdout(slot)).toBe('blocked\n');
  });

  it('cannot hold memory in /dev/shm through shm_open or a plain file', async () => {
    const slot = currentSlot();
    expect((await runSandboxed(nativeRun(slot, 'shm_hold'))).status).toBe('ok');
    expect(await readStdout(slot)).toBe('blocked\n');
  });

  it('keeps the head of a 100 MB stderr flood and judges the answer on stdout', async () => {
    const slot = currentSlot();
    await writeStdin(slot, '20 22\n');
    const result = await runSandboxed(nativeRun(slot, 'stderr_flood', { stderrKeepKb: 64 }));
    expect(result.status).toBe('ok');
    expect(await readStdout(slot)).toBe('42\n');
    expect((await stat(join(slot.ioDir, 'stderr.txt'))).size).toBe(64 * 1024);
  });

  it('still stops a flood of stdout at the output limit', async () => {
    const slot = currentSlot();
    const result = await runSandboxed(nativeRun(slot, 'output_flood', { stderrKeepKb: 64 }));
    expect(result.status).toBe('output_limit');
  });

  it('reports a runner that cannot be started as runner_error, not as an exception', async () => {
    const slot = currentSlot();
    const result = await runSandboxed(nativeRun(slot, 'ok'), { runnerPath: '/nonexistent/oj-runner' });
    expect(result.status).toBe('runner_error');
    expect(result.error).toMatch(/ENOENT/);
  });
});
