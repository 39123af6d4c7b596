import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack, type LocalStack, type LocalStackOptions } from '../local/local-stack';

/**
 * A local stack of a benchmark's own: in a new temporary folder (`work`, which the caller removes when
 * done), on free ports so it never meets `npm start`, silent, and with no judge workers (a benchmark
 * that judges starts its own worker, to time it).
 */
export async function startBenchStack(
  name: string,
  options: Pick<LocalStackOptions, 'databaseInMemory'> = {},
): Promise<{ work: string; stack: LocalStack }> {
  const work = mkdtempSync(join(tmpdir(), `oj-bench-${name}-`));
  const stack = await startLocalStack({
    port: 0,
    dataDir: join(work, 'data'),
    preferWellKnownPorts: false,
    judgeWorkers: 0,
    log: () => undefined,
    ...options,
  });
  return { work, stack };
}
