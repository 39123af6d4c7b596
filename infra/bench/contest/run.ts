import { rmSync } from 'node:fs';
import { startBenchStack } from '../bench-stack';
import { median, percentile } from '../statistics';
import { callApi } from './bench-http';
import { countS3Requests } from './s3-request-count';
import { createAccounts, seedBoardContest, sessionOf, type BoardContest } from './seed-contest-volume';
import { measureBoardReads, type BoardReadFigures } from './board-reads';
import { measureVerdictToBoard, type VerdictFigures } from './verdict-to-board';
import { benchOriginValue, measureContestStart } from './contest-start';
import { originVerifyEnvVar } from '../../../functions/src/auth/client-address';
import {
  boardViewCost,
  originShareOf,
  printedLines,
  submissionCost,
  totalOf,
  type SubmissionCostInput,
} from './contest-cost';
import { awsListPrices } from './aws-list-prices';
import { snapshotMinAgeMs } from '../../../functions/src/modules/contest-rank/fresh-snapshot';

/**
 * `npm run bench` (after the frame's figures, from infra's `bench` script): the contest benchmark. A
 * local stack with DynamoDB Local in memory; a board of 100 and one of 10,000 contestants (13
 * problems, 20 judged submissions a row: 200,000 at 10,000); board page reads, snapshot rebuilds,
 * verdict → board freshness, a contest start of 500 contestants, and the cost at AWS list prices.
 * Sizes: BENCH_CONTESTANTS (the large board), BENCH_BOARD_READS, BENCH_VERDICTS, BENCH_START_CONTESTANTS.
 */
const sizes = {
  small: 100,
  large: Number(process.env.BENCH_CONTESTANTS ?? 10_000),
  problems: 13,
  entriesPerRow: 20,
  boardReads: Number(process.env.BENCH_BOARD_READS ?? 200),
  verdicts: Number(process.env.BENCH_VERDICTS ?? 40),
  startContestants: Number(process.env.BENCH_START_CONTESTANTS ?? 500),
  startConcurrency: 50,
};
/** Stated, not measured here: the judge benchmark's burst (3.45 verdicts/s on a 2-slot worker, 2 vCPU). */
const judgeSecondsPerSubmission = 1 / 3.45;
/** A client polls a submission's status until its verdict; on AWS a verdict takes a second or two. */
const pollsPerSubmission = 5;
/** The large contest's verdict rate (200,000 submissions in 5 hours) and the views watched meanwhile. */
const verdictsPerSecond = 200_000 / (5 * 3600);
const watchedViews = 2;

const fixed = (value: number, digits = 1) => value.toFixed(digits);
const ms = (value: number) => `${fixed(value)} ms`;
const avgOf = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
const met = (ok: boolean) => (ok ? 'met' : 'MISSED');

function printBoard(figures: readonly BoardReadFigures[]): void {
  console.log('\n1. Board pages (get-contest-rank as a signed-in contestant, one request at a time)');
  console.log('  contestants  read                 RCU    WCU   S3 req   p50 (ms)  p99 (ms)');
  for (const size of figures)
    for (const read of size.reads)
      console.log(
        `  ${size.contestants.toLocaleString('en-US').padStart(11)}  ${read.name.padEnd(19)} ${fixed(read.read, 2).padStart(5)}  ${fixed(read.write, 2).padStart(5)}  ${fixed(read.s3, 2).padStart(7)}  ${fixed(read.p50).padStart(8)}  ${fixed(read.p99).padStart(8)}`,
      );
  console.log('  snapshot rebuild (first page read after a change, median of 3):');
  for (const size of figures)
    console.log(
      `  ${size.contestants.toLocaleString('en-US').padStart(11)}  ${ms(size.rebuild.ms)}, ${fixed(size.rebuild.read, 1)} RCU, ${size.rebuild.s3} S3 requests (${size.entries.toLocaleString('en-US')} submissions on the board)`,
    );
  const [small, large] = figures;
  if (!small || !large) return;
  const page = (size: BoardReadFigures, index: number) =>
    size.reads[index] as BoardReadFigures['reads'][number];
  const cost = (read: BoardReadFigures['reads'][number]) => read.read + read.s3;
  console.log(
    `  target: last page costs no more than page 1 at ${large.contestants.toLocaleString('en-US')}: ${fixed(page(large, 1).read, 2)} vs ${fixed(page(large, 0).read, 2)} RCU, ${fixed(page(large, 1).s3, 2)} vs ${fixed(page(large, 0).s3, 2)} S3 (${met(cost(page(large, 1)) <= cost(page(large, 0)))})`,
  );
  console.log(
    `  target: ${large.contestants.toLocaleString('en-US')} contestants cost no more per page than ${small.contestants}: ${fixed(page(large, 0).read, 2)} vs ${fixed(page(small, 0).read, 2)} RCU, ${fixed(page(large, 0).s3, 2)} vs ${fixed(page(small, 0).s3, 2)} S3 (${met(cost(page(large, 0)) <= cost(page(small, 0)))})`,
  );
}

function printVerdicts(figures: readonly VerdictFigures[]): void {
  console.log(
    '\n2. Verdict → board (judged through finishSubmission; the submitter polls page 1 every 100 ms)',
  );
  for (const size of figures) {
    const polls = size.samples.map((sample) => sample.polls);
    console.log(
      `  ${size.contestants.toLocaleString('en-US').padStart(6)} contestants: units a submission: submit ${fixed(avgOf(size.samples.map((s) => s.submit.read)), 2)} RCU / ${fixed(avgOf(size.samples.map((s) => s.submit.write)), 2)} WCU; judge ${fixed(avgOf(size.samples.map((s) => s.judge.read)), 2)} / ${fixed(avgOf(size.samples.map((s) => s.judge.write)), 2)}, of which the verdict's transaction and the board's hook ${fixed(avgOf(size.samples.map((s) => s.verdict.read)), 2)} / ${fixed(avgOf(size.samples.map((s) => s.verdict.write)), 2)}`,
    );
    console.log(
      `  ${size.contestants.toLocaleString('en-US').padStart(6)} contestants, ${size.samples.length} verdicts: p50 ${ms(size.p50)}, p95 ${ms(size.p95)}, max ${ms(
        percentile(
          size.samples.map((s) => s.visibleMs),
          1,
        ),
      )}; polls until seen: median ${median(polls)} (target p95 ≤ 5 s: ${met(size.p95 <= 5000)})`,
    );
  }
}

async function main(): Promise<void> {
  process.env.LOG_LEVEL = 'silent';
  process.env.OJ_REPORT_CAPACITY = '1';
  const { work, stack } = await startBenchStack('contest', { databaseInMemory: true });
  Object.assign(process.env, stack.env);
  countS3Requests();
  try {
    const seedStarted = performance.now();
    const boards: BoardContest[] = [];
    for (const contestants of [sizes.small, sizes.large]) {
      boards.push(
        await seedBoardContest({ contestants, problems: sizes.problems, entriesPerRow: sizes.entriesPerRow }),
      );
      console.log(`  seeded a board of ${contestants.toLocaleString('en-US')} contestants`);
    }
    const verdictAccounts = await createAccounts('benchv', sizes.verdicts * 2);
    const startAccounts = await createAccounts('benchs', sizes.startContestants);
    console.log(`Seeded in ${fixed((performance.now() - seedStarted) / 1000)} s`);
    const [small, large] = boards as [BoardContest, BoardContest];

    const viewer = await sessionOf(verdictAccounts[0] as (typeof verdictAccounts)[number]);
    const boardFigures = [];
    for (const board of boards)
      boardFigures.push(await measureBoardReads(stack.url, board, viewer, sizes.boardReads));
    printBoard(boardFigures);

    const verdictFigures = [
      await measureVerdictToBoard(stack.url, small, verdictAccounts.slice(0, sizes.verdicts / 2)),
      await measureVerdictToBoard(
        stack.url,
        large,
        verdictAccounts.slice(sizes.verdicts, sizes.verdicts * 2),
      ),
    ];
    printVerdicts(verdictFigures);

    // A status poll of one of those submissions, as its author's client sends it.
    const polled = (verdictFigures[1] as VerdictFigures).samples[0];
    if (!polled) throw new Error('no verdict was measured');
    const pollSamples = [];
    for (let i = 0; i < 50; i += 1)
      pollSamples.push(
        await callApi(stack.url, {
          method: 'POST',
          path: '/api/check-contest-submissions-status',
          token: polled.token,
          body: { submitIds: [polled.submitId], cid: large.contest.cid },
        }),
      );
    const pollFailures = pollSamples.filter((sample) => sample.status !== 200);
    if (pollFailures.length > 0)
      throw new Error(`status poll: ${pollFailures[0]?.status} ${pollFailures[0]?.msg}`);

    const starts = [
      await measureContestStart(stack.url, large, startAccounts, sizes.startConcurrency, 'one address'),
    ];
    process.env[originVerifyEnvVar] = benchOriginValue;
    starts.push(
      await measureContestStart(stack.url, large, startAccounts, sizes.startConcurrency, 'an address each'),
    );
    process.env[originVerifyEnvVar] = '';
    for (const [index, start] of starts.entries()) {
      console.log(
        `\n3${'ab'[index]}. Contest start, ${index === 0 ? 'every contestant from one address (a hall behind one NAT)' : 'each contestant from an address of its own (through the CDN)'}: ${start.contestants} contestants, ${start.concurrency} at once, on the ${large.rowUids.length.toLocaleString('en-US')}-contestant contest: ${fixed(start.seconds)} s (target ≤ 60 s: ${met(start.seconds <= 60)}), errors ${start.errors} (target 0: ${met(start.errors === 0)})`,
      );
      console.log('  call                           requests  errors   p50 (ms)   p95 (ms)');
      for (const call of start.calls)
        console.log(
          `  ${call.call.padEnd(30)} ${String(call.requests).padStart(8)}  ${String(call.errors).padStart(6)}  ${fixed(call.p50).padStart(9)}  ${fixed(call.p95).padStart(9)}`,
        );
      for (const [message, count] of Object.entries(start.errorMessages))
        console.log(`  error ×${count}: ${message}`);
    }

    // 4. Cost, from the large board's figures.
    const largeVerdicts = verdictFigures[1] as VerdictFigures;
    const largeBoard = boardFigures[1] as BoardReadFigures;
    const avg = (values: number[]) =>
      values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
    const samples = largeVerdicts.samples;
    const submitLatency = await submitLatencyOf(
      stack.url,
      large,
      verdictAccounts.slice(sizes.verdicts / 2, sizes.verdicts),
    );
    const costInput: SubmissionCostInput = {
      submit: {
        read: avg(samples.map((s) => s.submit.read)),
        write: avg(samples.map((s) => s.submit.write)),
      },
      judge: { read: avg(samples.map((s) => s.judge.read)), write: avg(samples.map((s) => s.judge.write)) },
      poll: {
        read: avg(pollSamples.map((s) => s.read)),
        write: avg(pollSamples.map((s) => s.write)),
      },
      pollsPerSubmission,
      submitMs: submitLatency,
      pollMs: median(pollSamples.map((s) => s.ms)),
      lambdaMemoryGb: 1,
      sqsRequests: 3,
      judgeSeconds: judgeSecondsPerSubmission,
      judgeVcpu: 2,
      judgeMemoryGb: 4,
      // Each watched view is rebuilt at most once per snapshot minimum age while verdicts keep coming.
      rebuildsPerSubmission: watchedViews / (snapshotMinAgeMs / 1000) / verdictsPerSecond,
      rebuild: { read: largeBoard.rebuild.read, s3Puts: 2, s3Gets: 1, ms: largeBoard.rebuild.ms },
    };
    const perSubmission = submissionCost(costInput);
    console.log(
      `\n4. Cost at AWS list prices (us-east-1, on-demand, arm64, as of ${awsListPrices.date}; no free tier)`,
    );
    console.log(
      `  per 10,000 judged submissions at ${large.rowUids.length.toLocaleString('en-US')} contestants (${fixed(verdictsPerSecond)} verdicts/s, ${watchedViews} views watched, each rebuilt at most every ${snapshotMinAgeMs / 1000} s):`,
    );
    for (const line of printedLines(perSubmission)) console.log(line);
    const withoutRebuilds = totalOf(perSubmission.slice(0, -1));
    console.log(
      `    total $${fixed(totalOf(perSubmission), 4)} (goal ≤ $0.25: ${met(totalOf(perSubmission) <= 0.25)}); without the board's rebuilds $${fixed(withoutRebuilds, 4)}`,
    );

    const page = largeBoard.reads[2] as BoardReadFigures['reads'][number];
    const pageAnswer = await callApi(stack.url, {
      method: 'POST',
      path: '/api/get-contest-rank',
      token: viewer,
      body: { cid: large.contest.cid, currentPage: 1, limit: 50 },
    });
    const answerBytes = Buffer.byteLength(JSON.stringify({ status: 200, data: pageAnswer.data }));
    const originShare = originShareOf({
      count: 10_000,
      refreshSeconds: 30,
      distinctPages: 20,
      ttlSeconds: 5,
      caches: 13,
    });
    const views = boardViewCost({
      page: { read: page.read, write: page.write },
      s3Gets: page.s3,
      ms: page.p50,
      lambdaMemoryGb: 1,
      answerBytes,
      originShare,
    });
    console.log(
      `  per 1,000 board views (page 1 of 50 rows at ${large.rowUids.length.toLocaleString('en-US')} contestants), every view at the API:`,
    );
    for (const line of printedLines(views.direct)) console.log(line);
    console.log(`    total $${fixed(totalOf(views.direct), 5)}`);
    console.log(
      `  behind the edge cache (5 s, 10,000 viewers every 30 s, 20 distinct pages, 13 regional caches: ${fixed(originShare * 100, 1)} % reach the API):`,
    );
    for (const line of printedLines(views.edge)) console.log(line);
    console.log(`    total $${fixed(totalOf(views.edge), 5)}\n`);
  } finally {
    await stack.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

/** The median latency of a contest submit through the API (accounts that have not submitted yet). */
async function submitLatencyOf(
  url: string,
  board: BoardContest,
  accounts: readonly { uid: string; username: string }[],
): Promise<number> {
  const latencies: number[] = [];
  for (const account of accounts) {
    const sample = await callApi(url, {
      method: 'POST',
      path: '/api/submit-problem-judge',
      token: await sessionOf(account),
      body: {
        pid: 'A',
        language: 'C',
        code: 'int main(void){return 0;}',
        cid: board.contest.cid,
        tid: 0,
        gid: 0,
        isRemote: false,
      },
    });
    if (sample.status !== 200) throw new Error(`submit-problem-judge: ${sample.status} ${sample.msg}`);
    latencies.push(sample.ms);
  }
  return median(latencies);
}

await main();
