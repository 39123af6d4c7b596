import { spawn } from 'node:child_process';
import { repoRoot } from '../local/paths';
import { freePort } from '../local/free-port';

/** Runs `npm start`'s script on a data directory and returns the ready time it printed, in seconds. */
export async function measureStartTime(dataDir: string): Promise<number> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), OJ_DATA_DIR: dataDir, JUDGE_WORKERS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  try {
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      const ready = /Ready in ([\d.]+) s/.exec(output);
      if (ready) return Number(ready[1]);
      if (child.exitCode !== null) throw new Error(`npm start failed:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`npm start was not ready within 90 s:\n${output}`);
  } finally {
    child.kill('SIGINT');
    await exited;
  }
}
