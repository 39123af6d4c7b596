import { rmSync } from 'node:fs';
import { rankRules } from '@oj/shared';
import { startBenchStack } from '../bench-stack';
import { median, percentile } from '../statistics';
import { callApi, type CallSample } from '../contest/bench-http';
import { withCapacityMeter } from '../../../functions/src/data/capacity-meter';
import { buildRankSnapshot } from '../../../functions/src/modules/rank/rank-snapshot';
import { readRankSnapshotHead } from '../../../functions/src/data/user-rank/rank-snapshot-head';
import { readSnapshotObject } from '../../../functions/src/data/kit/snapshot/snapshot-objects';
import { seedRankUsers } from './seed-rank-volume';

/**
 * `npm run bench` (after the contest benchmark, from infra's `bench` script): the user ranking with
 * BENCH_RANK_USERS (5,000) ranked users. Page 1 and page 100 of the ACM list side by side: the first
 * read after the site's snapshot is a minute old (the caller that takes the lease builds and stores it)
 * and the reads between builds, with a search beside them; and what a function without the snapshot
 * in memory pays to read the stored one (the head and one S3 object).
 */
const users = Number(process.env.BENCH_RANK_USERS ?? 5_000);
const warmReads = Number(process.env.BENCH_RANK_READS ?? 200);
const lastPage = Math.ceil(users / rankRules.acmPageSize);

const fixed = (value: number, digits = 1) => value.toFixed(digits);
const average = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

async function page(url: string, currentPage: number, searchUser?: string): Promise<CallSample> {
  const search = searchUser === undefined ? '' : `&searchUser=${encodeURIComponent(searchUser)}`;
  const sample = await callApi(url, {
    method: 'GET',
    path: `/api/get-rank-list?type=0&currentPage=${currentPage}${search}`,
  });
  if (sample.status !== 200) throw new Error(`get-rank-list: ${sample.status} ${sample.msg}`);
  return sample;
}

function line(name: string, samples: readonly CallSample[]): string {
  const ms = samples.map((sample) => sample.ms);
  const read = average(samples.map((sample) => sample.read));
  return `  ${name.padEnd(34)} ${fixed(read, 2).padStart(8)}  ${fixed(percentile(ms, 0.5)).padStart(8)}  ${fixed(percentile(ms, 0.99)).padStart(8)}  ${String(samples.length).padStart(5)}`;
}

async function main(): Promise<void> {
  process.env.LOG_LEVEL = 'silent';
  const { work, stack } = await startBenchStack('rank', { databaseInMemory: true });
  try {
    const seeded = performance.now();
    await seedRankUsers(users);
    console.log(
      `\nUser ranking: ${users.toLocaleString('en-US')} ranked users (seeded in ${fixed((performance.now() - seeded) / 1000)} s), ACM list, ${rankRules.acmPageSize} a page, page 1 and page ${lastPage}`,
    );
    // The build alone, as every page's first read after the minute runs it.
    const builds: { ms: number; read: number }[] = [];
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      const { result, units } = await withCapacityMeter(() => buildRankSnapshot());
      builds.push({ ms: performance.now() - started, read: units.read });
      if (result.acm.length === 0) throw new Error('the snapshot ranked nobody');
    }
    // Page 1 first: its first read builds the snapshot; then the minute runs out before page 100's.
    const coldFirst = await page(stack.url, 1);
    // A function that never held the snapshot: the head, then the object, parsed.
    const stored: { ms: number; read: number; bytes: number }[] = [];
    for (let run = 0; run < 5; run++) {
      const started = performance.now();
      const { result, units } = await withCapacityMeter(async () => {
        const head = await readRankSnapshotHead();
        const text = head ? await readSnapshotObject(head.key) : null;
        if (!text) throw new Error('no stored ranking snapshot');
        JSON.parse(text);
        return text.length;
      });
      stored.push({ ms: performance.now() - started, read: units.read, bytes: result });
    }
    const warmFirst: CallSample[] = [];
    const warmLast: CallSample[] = [];
    const searches: CallSample[] = [];
    for (let index = 0; index < warmReads; index++) {
      warmFirst.push(await page(stack.url, 1));
      warmLast.push(await page(stack.url, lastPage));
      // A search also reads the accounts made since the snapshot (none here), so it finds new ones.
      searches.push(await page(stack.url, 1, `rank${String(index % users).padStart(5, '0')}`));
    }
    console.log(
      `  waiting ${rankRules.snapshotSeconds} s for the snapshot to expire, to time page ${lastPage}'s cold read…`,
    );
    await new Promise((resolve) => setTimeout(resolve, rankRules.snapshotSeconds * 1000 + 1500));
    const coldLast = await page(stack.url, lastPage);
    console.log(
      `  ${'read'.padEnd(34)} ${'RCU'.padStart(8)}  ${'p50 (ms)'.padStart(8)}  ${'p99 (ms)'.padStart(8)}  ${'reqs'.padStart(5)}`,
    );
    console.log(line('page 1, first read after a minute', [coldFirst]));
    console.log(line(`page ${lastPage}, first read after a minute`, [coldLast]));
    console.log(line('page 1, between builds', warmFirst));
    console.log(line(`page ${lastPage}, between builds`, warmLast));
    console.log(line('a search, between builds', searches));
    console.log(
      `  snapshot build alone (median of 3): ${fixed(median(builds.map((build) => build.ms)))} ms, ${fixed(median(builds.map((build) => build.read)), 1)} RCU; at most once a minute for the whole site`,
    );
    console.log(
      `  stored snapshot read by a function without it (median of 5): ${fixed(median(stored.map((one) => one.ms)))} ms, ${fixed(median(stored.map((one) => one.read)), 1)} RCU, ${fixed((stored[0]?.bytes ?? 0) / 1024)} KiB from S3`,
    );
    const cost = (sample: CallSample) => sample.read;
    const met =
      coldLast.read <= coldFirst.read && average(warmLast.map(cost)) <= average(warmFirst.map(cost));
    console.log(
      `  target: page ${lastPage} costs no more than page 1 (${met ? 'met' : 'MISSED'}); no read scans the table (a build: one Query of the accounts index and one of the rank lines; a search: one Query of the accounts made since the snapshot)`,
    );
  } finally {
    await stack.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
