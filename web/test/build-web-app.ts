import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Integration global setup, listed before the local stack's: the stack serves web/dist and indexes
 * its files when it starts, so the browser tests need a build of the current sources first.
 */
export function setup(): void {
  const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
  execFileSync(
    process.execPath,
    [join(webDir, '..', 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: webDir,
      stdio: 'inherit',
    },
  );
}
