import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { startBenchStack } from './bench-stack';
import { measureAdapterOverhead } from './adapter-overhead';
import { bundleFunctions } from './bundle-functions';
import { coldStart } from './cold-start';
import { measureStartTime } from './start-time';
import { median } from './statistics';

const requests = Number(process.env.BENCH_REQUESTS ?? 2000);
const coldStartRuns = 7;
const bundleLimitBytes = 1024 * 1024;
/** A GET each function answers without a login; the admin function answers it with its 401. */
const coldStartPath: Record<string, string> = {
  site: '/api/get-website-config',
  admin: '/api/admin/dashboard/get-sessions',
  settings: '/api/admin/config/get-web-config',
};

const ms = (value: number) => `${value.toFixed(2)} ms`;

/** `npm run bench -w infra`: the frame's figures — adapter overhead, bundle sizes, cold start, start-up. */
async function main(): Promise<void> {
  process.env.LOG_LEVEL = 'silent';
  const { work, stack } = await startBenchStack('frame');
  try {
    const overhead = await measureAdapterOverhead(stack.url, requests);
    console.log(`\nget-website-config, ${overhead.requests} requests each, interleaved, keep-alive`);
    console.log(`  local adapter   p50 ${ms(overhead.adapter.p50)}   p99 ${ms(overhead.adapter.p99)}`);
    console.log(`  bare Node http  p50 ${ms(overhead.bare.p50)}   p99 ${ms(overhead.bare.p99)}`);
    const extra = overhead.adapter.p50 - overhead.bare.p50;
    console.log(
      `  overhead at p50 ${ms(extra)} (ratio ${(overhead.adapter.p50 / overhead.bare.p50).toFixed(2)}x; target within 2 ms: ${extra <= 2 ? 'met' : 'MISSED'})`,
    );

    const bundles = await bundleFunctions(join(work, 'bundles'));
    console.log('\nFunction bundles (minified ESM, AWS SDK included; target under 1 MiB each)');
    for (const bundle of bundles) {
      console.log(
        `  ${bundle.name.padEnd(6)} ${(bundle.bytes / 1024).toFixed(1).padStart(7)} KiB  gzip ${(bundle.gzipBytes / 1024).toFixed(1).padStart(6)} KiB  ${bundle.bytes < bundleLimitBytes ? 'met' : 'MISSED'}`,
      );
    }

    console.log(`\nFirst answer of a freshly loaded bundle (median of ${coldStartRuns} new processes)`);
    for (const bundle of bundles) {
      const path = coldStartPath[bundle.name];
      if (!path) continue;
      const runs = [];
      for (let i = 0; i < coldStartRuns; i++) runs.push(await coldStart(bundle.file, path, stack.env));
      console.log(
        `  ${bundle.name.padEnd(6)} load ${ms(median(runs.map((run) => run.loadMs)))}, first answer ${ms(median(runs.map((run) => run.firstAnswerMs)))}  (GET ${path})`,
      );
    }
  } finally {
    await stack.stop();
  }

  const startDir = join(work, 'start');
  const first = await measureStartTime(startDir);
  const second = await measureStartTime(startDir);
  console.log('\nnpm start, ready time as it prints it (target within 20 s)');
  console.log(
    `  first start (empty data, seeding)  ${first.toFixed(1)} s  ${first <= 20 ? 'met' : 'MISSED'}`,
  );
  console.log(
    `  second start (existing data)       ${second.toFixed(1)} s  ${second <= 20 ? 'met' : 'MISSED'}\n`,
  );
  rmSync(work, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
