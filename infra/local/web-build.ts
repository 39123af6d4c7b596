import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LocalStackError } from './local-error';
import { repoRoot, webRoot } from './paths';

/**
 * Builds the web app into `outDir` (web/dist by default) once if it has never been built, so a fresh
 * clone serves a page at `/`.
 */
export async function ensureWebBuilt(outDir: string = webRoot): Promise<'built' | 'present'> {
  if (existsSync(join(outDir, 'index.html'))) return 'present';
  const output: string[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js'),
        'build',
        '--outDir',
        outDir,
        '--emptyOutDir',
      ],
      {
        cwd: join(repoRoot, 'web'),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new LocalStackError(`Building the web app failed:\n${output.join('').slice(-2000)}`);
  return 'built';
}
