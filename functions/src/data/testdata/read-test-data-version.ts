import { listTestDataFiles, readTestDataFile } from '../problems/test-data-store';

/** Enough parallel reads to be quick, few enough not to open a socket per file of a big version. */
const parallelReads = 16;

/** Every file of a problem's test data version by name; empty when the version holds none. */
export async function readTestDataVersion(pid: number, version: string): Promise<Record<string, Uint8Array>> {
  const names = await listTestDataFiles(pid, version);
  const files: Record<string, Uint8Array> = {};
  for (let start = 0; start < names.length; start += parallelReads) {
    await Promise.all(
      names.slice(start, start + parallelReads).map(async (name) => {
        files[name] = await readTestDataFile(pid, version, name);
      }),
    );
  }
  return files;
}
