import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, wherever the command was started from. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Local data: `OJ_DATA_DIR` or `.data/` at the root. */
export function defaultDataDir(): string {
  return process.env.OJ_DATA_DIR ? resolve(process.env.OJ_DATA_DIR) : join(repoRoot, '.data');
}

export const webRoot = join(repoRoot, 'web', 'dist');

/** The module an area's Lambda function is bundled from; the CDK api stack uses the same path. */
export function areaHandlerPath(area: string): string {
  return join(repoRoot, 'functions', 'src', 'areas', area, 'handler.ts');
}

export const judgeWorkerEntry = join(repoRoot, 'judge-fargate', 'src', 'worker.ts');
