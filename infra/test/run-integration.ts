import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/*
 * `npm run test:integration`: the integration files in groups that run at the same time, each group
 * a vitest run of its own against a local stack of its own (its own ports, data folder and queues, so
 * one group's site settings never reach another's tests). Inside a group, files still run one after
 * another. The browser tests mostly wait (for a judge, a poll, a seal), so three of their groups beside
 * two of the server's keep two cores busy and the whole run short: with the server's tests in one
 * group, it ran alone for its last seven minutes, on one core. The web app is built once for all
 * groups.
 */

interface TestGroup {
  name: string;
  /** Vitest file filters (path fragments). */
  filters: string[];
  /** `index/count` of the group's files, as vitest's `--shard` splits them. */
  shard?: string;
}

const serverTests = ['functions/test/', 'judge-fargate/test/', 'infra/test/local/'];

const groups: TestGroup[] = [
  { name: 'server 1/2', filters: serverTests, shard: '1/2' },
  { name: 'server 2/2', filters: serverTests, shard: '2/2' },
  { name: 'web 1/3', filters: ['web/test/'], shard: '1/3' },
  { name: 'web 2/3', filters: ['web/test/'], shard: '2/3' },
  { name: 'web 3/3', filters: ['web/test/'], shard: '3/3' },
];

const repositoryRoot = join(import.meta.dirname, '..', '..');

/** Builds the web app into a folder of this run's own; each group's stack serves it. */
function buildWebApp(): string {
  const outDir = mkdtempSync(join(tmpdir(), 'oj-test-web-'));
  const built = spawnSync(
    'npm',
    ['run', 'build', '-w', 'web', '--', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
    { cwd: repositoryRoot, stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error(`building the web app failed (exit ${built.status})`);
  return outDir;
}

interface GroupResult {
  name: string;
  code: number;
  seconds: number;
  /** The group's report of its failures, kept to print again after every group has finished. */
  failureReport: string[];
}

/** How many lines of a failed group's report are printed again at the end. */
const failureReportLines = 120;
/** How many of the lines the browser tests and the stack printed about a failure are printed again. */
const failureContextLines = 80;

/**
 * The part of a group's output that says what failed: from vitest's "Failed Tests" (or "Failed
 * Suites") heading on, or the group's last lines when it stopped before printing one; before it, what
 * the failed browser tests' pages showed (lines marked `[at failure]`, see web/test/page-watch.ts)
 * and the errors the local stack logged. The groups' lines interleave while they run, so without this
 * a failure deep in a long log is hard to find.
 */
function failureReportOf(lines: string[]): string[] {
  const context = lines
    .filter((line) => line.includes('[at failure]') || line.includes('"level":"error"'))
    .slice(-failureContextLines);
  const start = lines.findIndex((line) => /Failed (Tests|Suites)/.test(line));
  const report = start === -1 ? lines.slice(-60) : lines.slice(start);
  return [...context, ...report.slice(0, failureReportLines)];
}

/** Runs one group's vitest, each line of its output prefixed with the group's name. */
function runGroup(group: TestGroup, webRoot: string): Promise<GroupResult> {
  const started = Date.now();
  const args = ['vitest', 'run', '--project', 'integration', ...group.filters];
  if (group.shard) args.push(`--shard=${group.shard}`);
  const child = spawn('npx', args, {
    cwd: repositoryRoot,
    env: { ...process.env, OJ_TEST_WEB_ROOT: webRoot, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      console.log(`[${group.name}] ${line}`);
    });
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const exitCode = code ?? (signal ? 1 : 0);
      resolve({
        name: group.name,
        code: exitCode,
        seconds: Math.round((Date.now() - started) / 1000),
        failureReport: exitCode === 0 ? [] : failureReportOf(lines),
      });
    });
  });
}

const webRoot = process.env.OJ_TEST_WEB_ROOT ?? buildWebApp();
try {
  const results = await Promise.all(groups.map((group) => runGroup(group, webRoot)));
  for (const result of results) {
    if (result.code === 0) continue;
    console.log(`\nWhat failed in ${result.name}:`);
    for (const line of result.failureReport) console.log(`  ${line}`);
  }
  console.log('\nIntegration groups:');
  for (const result of results) {
    console.log(
      `  ${result.name.padEnd(10)} ${result.code === 0 ? 'passed' : 'FAILED'} in ${result.seconds} s`,
    );
  }
  process.exitCode = results.some((result) => result.code !== 0) ? 1 : 0;
} finally {
  if (!process.env.OJ_TEST_WEB_ROOT) rmSync(webRoot, { recursive: true, force: true });
}
