import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../test/browser';

/**
 * `npm run bench -w web`, after the production build: starts the whole system as `npm start` does (on
 * a scratch data folder, so the demo problems exist) and, for the first load of /home and of a problem
 * page, prints the JavaScript and CSS the browser fetched (bytes as served and gzipped) and the largest
 * contentful paint in headless chromium.
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
async function startSystem(dataDir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), OJ_DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
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

const pages = [
  { name: '/home', path: '/home' },
  { name: 'problem page', path: '/problem/P1000' },
];
const loads = Number(process.env.BENCH_LOADS ?? 5);

interface Sent {
  js: number;
  jsGzip: number;
  css: number;
  cssGzip: number;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'oj-bench-web-'));
  const stack = await startSystem(join(work, 'data'));
  const browser = await launchBrowser();
  try {
    console.log(`\nFirst load, cold cache, median LCP of ${loads} loads (headless chromium, local stack)`);
    console.log('  page            JS (gzip)               CSS (gzip)             LCP');
    for (const target of pages) {
      const lcps: number[] = [];
      let sent: Sent | undefined;
      for (let load = 0; load < loads; load += 1) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
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
  } finally {
    await browser.close();
    await stack.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
