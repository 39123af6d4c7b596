import { chmod, mkdir } from 'node:fs/promises';
import { join } from 'node:path';

/** rwx--x--x: the slot uids may pass through to their own folder but not list what else is here. */
const traverseOnly = 0o711;

/** rwx------: root alone; test data and compiled checkers hold answers a program must never read. */
const rootOnly = 0o700;

/** The worker's folders under its scratch folder. */
export interface WorkFolders {
  /** One folder per sandbox slot (`<processIndex>-<slot>`), see SlotWorkspace. */
  slots: string;
  /** Test data cached by problem and version. */
  testData: string;
  /** Compiled checkers and interactors. */
  cache: string;
}

export function workFoldersOf(workDir: string): WorkFolders {
  return {
    slots: join(workDir, 'slots'),
    testData: join(workDir, 'testdata'),
    cache: join(workDir, 'cache'),
  };
}

/**
 * Creates the worker's folders and sets their modes, also when they already exist (a restarted worker
 * may find folders an older version left more open): the slots' folders must be reachable by the slot
 * uids, test data and compiled checkers stay root-only.
 */
export async function prepareWorkFolders(workDir: string): Promise<WorkFolders> {
  const folders = workFoldersOf(workDir);
  for (const [path, mode] of [
    [workDir, traverseOnly],
    [folders.slots, traverseOnly],
    [folders.testData, rootOnly],
    [folders.cache, rootOnly],
  ] as const) {
    await mkdir(path, { recursive: true });
    await chmod(path, mode);
  }
  return folders;
}
