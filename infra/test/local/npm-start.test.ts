import { describe, expect, it } from 'vitest';
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../local/paths';
import { freePort } from '../../local/free-port';
import { judgeStatus } from '@oj/shared';
import { runNewcomerFlow } from '../../local/newcomer-flow';

function processesMentioning(text: string): string[] {
  const listing = execFileSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' });
  return listing.split('\n').filter((line) => line.includes(text) && !line.includes('ps -eo'));
}

describe('npm start', () => {
  it('prints where the system runs and the admin login, serves the API, runs a newcomer’s first visit through the API (judged by its worker), and stops every child on Ctrl-C', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'oj-npm-start-'));
    const port = await freePort();
    let child: ChildProcess | undefined;
    try {
      const started = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
        cwd: repoRoot,
        env: {
          ...process.env,
          PORT: String(port),
          OJ_DATA_DIR: dataDir,
          OJ_ADMIN_PASSWORD: 'demo-pass-123',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      let output = '';
      started.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      started.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await expect.poll(() => output, { timeout: 60_000, interval: 200 }).toMatch(/Ready in [\d.]+ s/);

      expect(output).toContain(`http://localhost:${port}`);
      expect(output).toMatch(/Admin\s+root \/ demo-pass-123/);
      expect(output).toMatch(/DynamoDB Local\s+http:\/\/127\.0\.0\.1:\d+/);
      const answer = (await (await fetch(`http://localhost:${port}/api/get-website-config`)).json()) as {
        status: number;
      };
      expect(answer.status).toBe(200);
      expect(processesMentioning(dataDir).some((line) => line.includes('DynamoDBLocal.jar'))).toBe(true);
      expect(output).toMatch(/judge workers\s+1 process/);
      await expect.poll(() => output, { timeout: 60_000, interval: 200 }).toContain('judge worker ready');
      const workerPids = processesMentioning('judge-fargate/src/worker.ts').map(
        (line) => line.trim().split(/\s+/)[0],
      );
      expect(workerPids.length).toBeGreaterThan(0);
      // A newcomer, through the contract only: register, log in, list, open A+B, submit, Online Test.
      const flow = await runNewcomerFlow(`http://localhost:${port}`, () => undefined);
      expect(flow.acceptedTimeMs).toBeGreaterThanOrEqual(0);
      expect(flow.acceptedMemoryKb).toBeGreaterThan(0);
      expect(flow.wrongCaseStatuses).toContain(judgeStatus.wrongAnswer);
      expect(flow.onlineTestOutput.trim()).toBe('42');

      const exited = new Promise<number | null>((resolve) => started.on('exit', resolve));
      started.kill('SIGINT');
      expect(await exited).toBe(0);
      expect(processesMentioning(dataDir)).toEqual([]);
      const survivors = processesMentioning('judge-fargate/src/worker.ts').filter((line) =>
        workerPids.includes(line.trim().split(/\s+/)[0]),
      );
      expect(survivors).toEqual([]);
    } finally {
      // A failed assertion must not leave the stack running: stop it as Ctrl-C would, then force it.
      if (child && child.exitCode === null) {
        const running = child;
        await new Promise<void>((resolve) => {
          const force = setTimeout(() => running.kill('SIGKILL'), 15_000);
          running.once('exit', () => {
            clearTimeout(force);
            resolve();
          });
          running.kill('SIGINT');
        });
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
