/**
 * Where the oj-runner binary lives, and building it with make when it is missing. Production images
 * ship the binary prebuilt (make may not be installed there); development and tests rebuild it, and
 * make's own timestamps keep that cheap.
 */
import { execFile } from 'node:child_process';
import { access, constants, mkdir, rm, stat } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** judge-fargate/sandbox: the runner's sources and Makefile. */
export const sandboxSourceDir = fileURLToPath(new URL('../../sandbox', import.meta.url));

/** The static runner binary the Makefile produces; images that ship it elsewhere say where in OJ_RUNNER_PATH. */
export const runnerBinaryPath = process.env.OJ_RUNNER_PATH ?? `${sandboxSourceDir}/build/oj-runner`;

const buildLock = `${sandboxSourceDir}/build/.make-lock`;
const staleLockMs = 120_000;

async function isExecutable(path: string): Promise<boolean> {
  try {
    await access(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/* Parallel callers (test files run side by side) must not run make at once: two linkers writing one
   binary, or one relinking it while another executes it, fail. mkdir is atomic, so it is the lock. */
async function withBuildLock<T>(work: () => Promise<T>): Promise<T> {
  await mkdir(`${sandboxSourceDir}/build`, { recursive: true });
  for (;;) {
    try {
      await mkdir(buildLock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const held = await stat(buildLock).catch(() => null);
      if (held && Date.now() - held.mtimeMs > staleLockMs)
        await rm(buildLock, { recursive: true, force: true });
      await sleep(50);
    }
  }
  try {
    return await work();
  } finally {
    await rm(buildLock, { recursive: true, force: true });
  }
}

/**
 * Returns the runner's path, running `make` first when the binary is missing or `rebuild` is set
 * (make rebuilds only what changed). `targets` adds Makefile targets such as `test-programs`.
 */
export async function ensureRunnerBinary(
  options: { rebuild?: boolean; targets?: string[] } = {},
): Promise<string> {
  if (options.rebuild || !(await isExecutable(runnerBinaryPath))) {
    await withBuildLock(() =>
      run('make', ['-C', sandboxSourceDir, '--silent', 'all', ...(options.targets ?? [])]),
    );
  }
  return runnerBinaryPath;
}
