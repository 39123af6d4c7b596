import { describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../local/paths';
import { freePort } from '../../local/free-port';
import { judgeStatus } from '@oj/shared';
import { runNewcomerFlow } from '../../local/newcomer-flow';

/** A process as /proc shows it: its parent and its command line. */
interface ProcessEntry {
  pid: number;
  parent: number;
  command: string;
}

function processTable(): ProcessEntry[] {
  const entries: ProcessEntry[] = [];
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      // The parent is the field after the state, which follows the command name in parentheses.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const command = readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      entries.push({ pid: Number(name), parent, command });
    } catch {
      // It ended while we looked.
    }
  }
  return entries;
}

/**
 * The processes `root` started, directly or through its children: only this test's stack, never the
 * workers of other stacks running on the same machine.
 */
function processTreeOf(root: number): ProcessEntry[] {
  const table = processTable();
  const tree: ProcessEntry[] = [];
  const parents = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const entry of table) {
      if (parents.has(entry.parent) && !parents.has(entry.pid)) {
        parents.add(entry.pid);
        tree.push(entry);
        grew = true;
      }
    }
  }
  return tree;
}

/** Those of `seen` still running the same command (a pid reused by another program does not count). */
function stillRunning(seen: ProcessEntry[]): ProcessEntry[] {
  const now = new Map(processTable().map((entry) => [entry.pid, entry.command]));
  return seen.filter((entry) => now.get(entry.pid) === entry.command);
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
      // A start takes seconds alone; beside four other test groups on two cores, DynamoDB Local's JVM
      // and the seed may take minutes, so the wait is for its line, not a measure of it.
      await expect.poll(() => output, { timeout: 420_000, interval: 200 }).toMatch(/Ready in [\d.]+ s/);

      expect(output).toContain(`http://localhost:${port}`);
      expect(output).toMatch(/Admin\s+root \/ demo-pass-123/);
      expect(output).toMatch(/DynamoDB Local\s+http:\/\/127\.0\.0\.1:\d+/);
      const answer = (await (await fetch(`http://localhost:${port}/api/get-website-config`)).json()) as {
        status: number;
      };
      expect(answer.status).toBe(200);
      expect(output).toMatch(/judge workers\s+1 process/);
      await expect.poll(() => output, { timeout: 60_000, interval: 200 }).toContain('judge worker ready');
      const ownProcesses = processTreeOf(started.pid as number);
      expect(ownProcesses.some((entry) => entry.command.includes('DynamoDBLocal'))).toBe(true);
      expect(
        ownProcesses.filter((entry) => entry.command.includes('judge-fargate/src/worker.ts')),
      ).toHaveLength(1);
      // A newcomer, through the contract only: register, log in, list, open A+B, submit, Online Test.
      // The Mail line is the outbox with its token: the flow reads the register code there.
      const outboxUrl = /Mail\s+(\S+)/.exec(output)?.[1] ?? '';
      expect(outboxUrl).toMatch(new RegExp(`^http://localhost:${port}/_outbox\\?token=[\\w-]{24,}$`));
      const flow = await runNewcomerFlow(outboxUrl, () => undefined);
      expect(flow.acceptedTimeMs).toBeGreaterThanOrEqual(0);
      expect(flow.acceptedMemoryKb).toBeGreaterThan(0);
      expect(flow.wrongCaseStatuses).toContain(judgeStatus.wrongAnswer);
      expect(flow.onlineTestOutput.trim()).toBe('42');

      // What runs just before Ctrl-C too: a worker restarted during the flow would be a new process.
      const beforeStop = [...ownProcesses, ...processTreeOf(started.pid as number)];
      const exited = new Promise<number | null>((resolve) => started.on('exit', resolve));
      started.kill('SIGINT');
      expect(await exited).toBe(0);
      // The last line, printed once every child has exited (its pipe may drain after the exit event).
      await expect
        .poll(() => output, { timeout: 5_000 })
        .toMatch(/Stopped in [\d.]+ s: .*; all processes ended\./);
      // Every process the stack had started, including any a stop left orphaned, has ended.
      expect(stillRunning(beforeStop)).toEqual([]);
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
    // The whole system starts (DynamoDB Local, emulators, a judge worker with its self-check) and a
    // newcomer's flow is judged end to end: about a minute on an idle machine, up to three on a loaded one.
  }, 720_000);
});
