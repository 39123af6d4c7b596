import { chmod } from 'node:fs/promises';
import type { WorkerLog } from './worker-log';

/** Folders every user may write to; on a kernel without Landlock they would be a sandboxed program's too. */
const sharedWritableFolders = ['/tmp', '/var/tmp', '/dev/shm', '/run/lock'];

/** rwxr-xr-x: root keeps writing, everyone else may only read and enter. */
const writableByRootOnly = 0o755;

/**
 * In the judge's own container nothing but the worker (root) needs the shared temporary folders, so
 * they are closed to everyone else: the run's folder is then the only place a program can write,
 * Landlock or not. The image asks for it (`JUDGE_CLOSE_SHARED_TMP=1`); a developer's machine does not,
 * since its other programs need `/tmp`. A folder the host lacks is skipped; any other failure is
 * logged and the worker goes on, because the sandbox's self-check decides whether it may judge.
 */
export async function closeSharedWritableFolders(log: WorkerLog): Promise<void> {
  for (const folder of sharedWritableFolders) {
    await chmod(folder, writableByRootOnly).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') log('warn', `could not close ${folder}`, { error: error.message });
    });
  }
}
