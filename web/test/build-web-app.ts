import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where this run's build is; the local stack's global setup reads it (infra/test/global-setup.ts). */
const testWebRootVariable = 'OJ_TEST_WEB_ROOT';

let outDir: string | undefined;

/**
 * Integration global setup, listed before the local stack's: the stack serves a build of the current
 * sources, made into a folder of this run's own, so another run (or `npm start`) on the same machine
 * never rebuilds or empties the folder this run serves.
 */
export function setup(): void {
  // A run in groups (infra/test/run-integration.ts) builds once and hands every group the folder.
  if (process.env[testWebRootVariable]) return;
  const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
  outDir = mkdtempSync(join(tmpdir(), 'oj-test-web-'));
  execFileSync(
    process.execPath,
    [
      join(webDir, '..', 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--logLevel',
      'warn',
      '--outDir',
      outDir,
      '--emptyOutDir',
    ],
    { cwd: webDir, stdio: 'inherit' },
  );
  process.env[testWebRootVariable] = outDir;
}

export function teardown(): void {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
}
