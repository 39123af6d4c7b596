import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../test/browser';
import { logIn, seedRankBoard, type Session } from './seed-rank-board';
import { measureRankRender } from './rank-render';

/**
 * `npm run bench -w web`, after the production build: starts the whole system as `npm start` does (on
 * a scratch data folder, so the demo problems exist) and, for the first load of /home, of a problem
 * page and of a contest's rank page (logged in, on a board of 300 contestants seeded through the
 * API), prints the JavaScript and CSS the browser fetched (bytes as served and gzipped) and the
 * largest contentful paint in headless chromium; then the time the rank page takes to draw a
 * 300-row page.
 */

const repoRoot = join(import.meta.dirname, '..', '..');

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** `npm start` on a scratch folder; resolves with its URL once it says it is ready. */
async function startSystem(
  dataDir: string,
  adminPassword: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      OJ_DATA_DIR: dataDir,
      OJ_ADMIN_PASSWORD: adminPassword,
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Ready in/.test(output)) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output.slice(-2000)}`)));
  });
  return {
    url: `http://localhost:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGINT');
      }),
  };
}

interface BenchPage {
  name: string;
  path: string;
  /** Whose login the page opens with; none for a visitor. */
  login?: Session;
}

const loads = Number(process.env.BENCH_LOADS ?? 5);
/** The rank page's board: 300 contestants, the largest page size (spec part 2 §9), two tries each. */
const rankContestants = 300;

interface Sent {
  js: number;
  jsGzip: number;
  css: number;
  cssGzip: number;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'oj-bench-web-'));
  const adminPassword = `bench-${randomBytes(9).toString('hex')}`;
  const stack = await startSystem(join(work, 'data'), adminPassword);
  const browser = await launchBrowser();
  try {
    const root = await logIn(stack.url, 'root', adminPassword);
    const seedStart = Date.now();
    const cid = await seedRankBoard(stack.url, root, { contestants: rankContestants, rounds: 2 });
    console.log(
      `\nSeeded a running ACM contest (${cid}) of ${rankContestants} contestants through the API in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`,
    );
    const pages: BenchPage[] = [
      { name: '/home', path: '/home' },
      { name: 'problem page', path: '/problem/P1000' },
      { name: 'contest rank', path: `/contest/${cid}/rank`, login: root },
    ];
    console.log(`\nFirst load, cold cache, median LCP of ${loads} loads (headless chromium, local stack)`);
    console.log('  page            JS (gzip)               CSS (gzip)             LCP');
    for (const target of pages) {
      const lcps: number[] = [];
      let sent: Sent | undefined;
      for (let load = 0; load < loads; load += 1) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        if (target.login) {
          await page.addInitScript(
            ({ token, user }) => {
              localStorage.setItem('token', token);
              localStorage.setItem('userInfo', JSON.stringify(user));
              localStorage.setItem('loginTime', String(Date.now()));
            },
            { token: target.login.token, user: target.login.user },
          );
        }
        const counted: Sent = { js: 0, jsGzip: 0, css: 0, cssGzip: 0 };
        const bodies: Promise<void>[] = [];
        page.on('response', (response) => {
          const type = response.headers()['content-type'] ?? '';
          const kind = type.includes('javascript') ? 'js' : type.includes('text/css') ? 'css' : undefined;
          if (!kind) return;
          bodies.push(
            response.body().then((body) => {
              counted[kind] += body.length;
              counted[kind === 'js' ? 'jsGzip' : 'cssGzip'] += gzipSync(body, { level: 9 }).length;
            }),
          );
        });
        await page.addInitScript(() => {
          (window as unknown as { lcp: number }).lcp = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              (window as unknown as { lcp: number }).lcp = entry.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        await page.goto(`${stack.url}${target.path}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(300);
        lcps.push(await page.evaluate(() => (window as unknown as { lcp: number }).lcp));
        await Promise.all(bodies);
        sent = counted;
        await context.close();
      }
      const lcp = median(lcps);
      console.log(
        `  ${target.name.padEnd(14)}  ${`${kib(sent?.js ?? 0)} (${kib(sent?.jsGzip ?? 0)})`.padEnd(22)}  ${`${kib(sent?.css ?? 0)} (${kib(sent?.cssGzip ?? 0)})`.padEnd(21)}  ${lcp.toFixed(0)} ms`,
      );
      if (target.path === '/home') {
        const gzipKb = (sent?.jsGzip ?? 0) / 1000;
        console.log(
          `    target: /home JS ≤ 200 KB gzip: ${gzipKb.toFixed(1)} KB (${gzipKb <= 200 ? 'met' : 'MISSED'})`,
        );
      }
      console.log(`    target: LCP < 1 s: ${lcp < 1000 ? 'met' : 'MISSED'}`);
    }
    const render = await measureRankRender(browser, stack.url, cid, root, loads);
    console.log(
      `\nContest rank page, a ${rankContestants}-row page, median of ${loads} (headless chromium, local stack)`,
    );
    console.log('  measure                                            time');
    console.log(`  fresh load with limit=300 to the 300th row drawn   ${render.freshLoadMs.toFixed(0)} ms`);
    console.log(`  the 300-row board call alone (from the page)       ${render.boardCallMs.toFixed(0)} ms`);
    console.log(`  redraw of 300 cached rows (size 50 -> 300)         ${render.redrawMs.toFixed(0)} ms`);
  } finally {
    await browser.close();
    await stack.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
