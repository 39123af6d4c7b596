import { chmodSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { isFinalStatus, judgeStatus } from '@oj/shared';
import { startBenchStack } from '../bench-stack';
import { getSubmission } from '../../../functions/src/data/submissions/get-submission';
import { getSubmissionStatuses } from '../../../functions/src/data/submissions/get-submission-statuses';
import { aPlusB } from '../../../judge-fargate/test/programs/a-plus-b';
import { aPlusBFiles, defineProblem, submit } from '../../../judge-fargate/test/judge-fixtures';
import { startWorker } from '../../../judge-fargate/src/worker/start-worker';
import { readWorkerConfig } from '../../../judge-fargate/src/worker/worker-config';
import {
  availableLanguages,
  type ResolvedLanguage,
} from '../../../judge-fargate/src/languages/language-table';
import { median, percentile } from '../statistics';
import { floorJudge } from './floor';
import { measureRunnerOverhead } from './runner-overhead';

const ms = (value: number) => `${value.toFixed(1)} ms`;
const languages = ['C', 'C++', 'Java', 'Python3'] as const;
const repeats = Number(process.env.BENCH_REPEATS ?? 5);
const burstSize = Number(process.env.BENCH_BURST ?? 200);
const slots = Number(process.env.JUDGE_SLOTS ?? 2);

/** Polls one submission closely, for the latency of a single judge. */
async function waitForVerdict(submitId: number, intervalMs = 5): Promise<number> {
  for (;;) {
    const submission = await getSubmission(submitId, true);
    if (submission && isFinalStatus(submission.status)) return submission.status;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * Waits for many verdicts with one batched status read every 100 ms, as a status page would: the
 * measurement must not load the database it measures. Returns each verdict's time after `since`.
 */
async function waitForAll(submitIds: number[], since: number): Promise<number[]> {
  const done = new Map<number, number>();
  while (done.size < submitIds.length) {
    const pending = submitIds.filter((submitId) => !done.has(submitId));
    for (const [submitId, status] of await getSubmissionStatuses(pending)) {
      if (isFinalStatus(status.status)) done.set(submitId, performance.now() - since);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return [...done.values()];
}

/** Runs `jobs` with at most `concurrency` at a time; returns each job's finish time after the start. */
async function runConcurrently(jobs: (() => Promise<unknown>)[], concurrency: number): Promise<number[]> {
  const started = performance.now();
  const finished: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++] as () => Promise<unknown>;
        await job();
        finished.push(performance.now() - started);
      }
    }),
  );
  return finished;
}

/** `npm run bench -w judge-fargate` (kept here because it starts the local stack): the sandbox's cost per run, and the judge end to end against its floor. */
async function main(): Promise<void> {
  process.env.LOG_LEVEL = 'silent';
  const { work, stack } = await startBenchStack('judge');
  // Sandboxed programs run as slot users, who must pass through to the judge's folders.
  chmodSync(work, 0o711);
  Object.assign(process.env, stack.env, {
    JUDGE_WORK_DIR: join(work, 'judge'),
    JUDGE_SLOTS: String(slots),
    JUDGE_WORKER_SLOT: '9',
  });
  const worker = await startWorker(readWorkerConfig(), () => undefined);
  const installed = availableLanguages();
  try {
    const overhead = await measureRunnerOverhead(Number(process.env.BENCH_RUNS ?? 300), 62001 + 64 * 10);
    const extra = median(overhead.sandboxed) - median(overhead.plain);
    console.log(
      `\nSandbox runner, /bin/true, ${overhead.plain.length} runs each, interleaved (spawned from Node)`,
    );
    console.log(`  plain fork/exec/wait   median ${ms(median(overhead.plain))}`);
    console.log(`  through oj-runner      median ${ms(median(overhead.sandboxed))}`);
    console.log(`  overhead per run       ${ms(extra)} (target ≤ 1 ms: ${extra <= 1 ? 'met' : 'MISSED'})`);

    const { files, cases } = aPlusBFiles(10);
    const problem = await defineProblem(files, { cases });
    const floorCases = cases.map((c) => ({
      input: files[c.input] as string,
      output: files[c.output] as string,
    }));
    console.log(
      `\nSubmit to verdict, A+B with 10 cases, median of ${repeats} (floor: same compile and runs, no sandbox, no queue)`,
    );
    for (const name of languages) {
      const language = installed.get(name);
      if (!language) continue;
      const code = aPlusB[name] as string;
      const system: number[] = [];
      const floor: number[] = [];
      for (let i = 0; i < repeats; i++) {
        const started = performance.now();
        const status = await waitForVerdict(await submit(problem.pid, name, code));
        if (status !== judgeStatus.accepted) throw new Error(`${name} ended with ${status}`);
        system.push(performance.now() - started);
        const floorStarted = performance.now();
        if (!(await floorJudge(language, code, floorCases))) throw new Error(`${name} floor run was wrong`);
        floor.push(performance.now() - floorStarted);
      }
      const ratio = median(system) / median(floor);
      console.log(
        `  ${name.padEnd(8)} judge ${ms(median(system)).padStart(9)}   floor ${ms(median(floor)).padStart(9)}   ×${ratio.toFixed(2)} (target ≤ 1.3: ${ratio <= 1.3 ? 'met' : 'MISSED'})`,
      );
    }

    const mix = Array.from(
      { length: burstSize },
      (_, i) => languages[i % languages.length] as (typeof languages)[number],
    ).filter((name) => installed.has(name));
    const burstStarted = performance.now();
    const submitted = await Promise.all(mix.map((name) => submit(problem.pid, name, aPlusB[name] as string)));
    const latencies = await waitForAll(submitted, burstStarted);
    const systemSeconds = Math.max(...latencies) / 1000;
    const floorFinishes = await runConcurrently(
      mix.map(
        (name) => () =>
          floorJudge(installed.get(name) as ResolvedLanguage, aPlusB[name] as string, floorCases),
      ),
      slots,
    );
    const floorSeconds = Math.max(...floorFinishes) / 1000;
    const throughputRatio = mix.length / systemSeconds / (mix.length / floorSeconds);
    console.log(
      `\nBurst of ${mix.length} mixed submissions (${languages.join(', ')}), ${slots} slots; floor runs the same jobs ${slots} at a time`,
    );
    console.log(
      `  judge  ${(mix.length / systemSeconds).toFixed(2)} verdicts/s, p95 latency ${(percentile(latencies, 0.95) / 1000).toFixed(1)} s`,
    );
    console.log(
      `  floor  ${(mix.length / floorSeconds).toFixed(2)} verdicts/s, p95 latency ${(percentile(floorFinishes, 0.95) / 1000).toFixed(1)} s`,
    );
    console.log(
      `  throughput ×${throughputRatio.toFixed(2)} of the floor (target ≥ 0.8: ${throughputRatio >= 0.8 ? 'met' : 'MISSED'})\n`,
    );
  } finally {
    await worker.stop(5_000);
    await stack.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
