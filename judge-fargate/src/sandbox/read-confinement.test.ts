import { chmod, copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { checkSandboxLayers } from './check-sandbox-layers';
import { readablePathsFor } from './readable-paths';
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
  type Slot,
} from './sandbox-test-fixture';

const gxx = await firstReachable(['/usr/bin/g++']);
const landlock = isRoot && (await checkSandboxLayers()).layers.landlock.ok;
const secret = 'the-answer-is-4242';

/**
 * A stand-in for what a run must never read, made readable by everyone on purpose: a local stack's
 * data folder and the judge's test data cache, as if a mistake had left their modes open. Only
 * Landlock's read confinement stands between the program and them.
 */
async function createOpenSecrets(): Promise<{ root: string; dataFile: string; answerFile: string }> {
  const root = await mkdtemp(join(tmpdir(), 'oj-test-'));
  const dataFile = join(root, '.data', 'dynamodb', 'shared-local-instance.db');
  const answerFile = join(root, 'judge', 'testdata', '1000', 'v1', '1.out');
  for (const file of [dataFile, answerFile]) {
    await mkdir(join(file, '..'), { recursive: true });
    await writeFile(file, `${secret}\n`);
  }
  for (const dir of [root, join(root, '.data'), join(root, '.data', 'dynamodb'), join(root, 'judge')])
    await chmod(dir, 0o755);
  for (const dir of ['testdata', 'testdata/1000', 'testdata/1000/v1'])
    await chmod(join(root, 'judge', dir), 0o755);
  await chmod(dataFile, 0o644);
  await chmod(answerFile, 0o644);
  return { root, dataFile, answerFile };
}

describe.skipIf(!landlock)('Landlock read confinement', { timeout: 60_000 }, () => {
  let secrets: Awaited<ReturnType<typeof createOpenSecrets>>;
  beforeAll(async () => {
    await buildRunnerAndPrograms();
    secrets = await createOpenSecrets();
  }, 120_000);
  afterAll(async () => {
    if (secrets) await rm(secrets.root, { recursive: true, force: true });
  });
  const currentSlot = freshSlotPerTest(7);

  /** read_file tries each path and exits 42 if it could open any of them. */
  const readAttempt = (slot: Slot, readablePaths?: string[]) =>
    nativeRun(slot, 'read_file', {
      args: [secrets.dataFile, secrets.answerFile],
      ...(readablePaths ? { readablePaths } : {}),
    });

  it('lets a program open world-readable secrets when no readable paths are given', async () => {
    const slot = currentSlot();
    expect((await runSandboxed(readAttempt(slot))).exitCode).toBe(42);
  });

  it('keeps a program from the data folder and the test data cache, even when their modes are open', async () => {
    const slot = currentSlot();
    const result = await runSandboxed(readAttempt(slot, readablePathsFor([builtPrograms])));
    expect(result.status, result.error ?? '').toBe('ok');
    expect(await readStdout(slot)).toBe(`denied ${secrets.dataFile}\ndenied ${secrets.answerFile}\n`);
  });

  it('still reads its own folder and the system libraries it links against', async () => {
    const slot = currentSlot();
    await writeFile(join(slot.workDir, 'mine.txt'), 'mine\n');
    const config = nativeRun(slot, 'read_file', {
      args: [join(slot.workDir, 'mine.txt'), '/etc/ld.so.cache'],
      readablePaths: readablePathsFor([builtPrograms]),
    });
    expect((await runSandboxed(config)).exitCode).toBe(42);
    expect(await readStdout(slot)).toContain(`READ ${join(slot.workDir, 'mine.txt')}`);
  });

  describe.skipIf(!gxx)('a compile', () => {
    const compile = (slot: Slot, source: string) =>
      runSandboxed({
        program: gxx ?? '',
        args: [source, '-o', 'main'],
        workDir: slot.workDir,
        profile: 'compiler',
        uid: slot.uid,
        gid: slot.gid,
        wallLimitMs: 30_000,
        maxProcesses: 32,
        maxOpenFiles: 256,
        outputLimitKb: 64 * 1024,
        env: { PATH: '/usr/bin:/bin', TMPDIR: slot.workDir },
        readablePaths: readablePathsFor([slot.workDir], { compiler: gxx ?? '' }),
        stdout: { path: join(slot.ioDir, 'stdout.txt') },
        stderr: { path: join(slot.ioDir, 'stderr.txt') },
      });

    it('builds C++ confined to its tool chain and its folder', async () => {
      const slot = currentSlot();
      await copyFile(join(programSources, 'bad_alloc_caught.cpp'), join(slot.workDir, 'main.cpp'));
      const result = await compile(slot, 'main.cpp');
      expect(result.status, await readStderr(slot)).toBe('ok');
    });

    it('cannot #include an answer file: the compile fails without showing it', async () => {
      const slot = currentSlot();
      const template = await readFile(join(programSources, 'include_answer.cpp.in'), 'utf8');
      await writeFile(join(slot.workDir, 'main.cpp'), template.replace('@ANSWER_PATH@', secrets.answerFile));
      const result = await compile(slot, 'main.cpp');
      const message = await readStderr(slot);
      expect(result.status).toBe('nonzero_exit');
      expect(message).toContain('Permission denied');
      expect(message).not.toContain(secret);
    });
  });
});
