import { rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { roleCodes, trainingRules } from '@oj/shared';
import { startBenchStack } from '../bench-stack';
import { callApi, type CallSample } from '../contest/bench-http';
import { meanReadUnits, readTableHeading, readTableLine, timedReads } from '../read-table';
import { signToken } from '../../../functions/src/auth/token';
import { putSession } from '../../../functions/src/data/sessions/session-store';
import { seedTrainingVolume } from './seed-training-volume';

/**
 * `npm run bench` (after the ranking benchmark): the training list and a training's rank with
 * BENCH_TRAININGS (200) trainings of 10 problems and BENCH_TRAINEES (500) students ranked in one
 * private training. The first and the last page side by side, as a logged-in student (whose solved
 * set and title the list reads) and as a visitor.
 */
const trainings = Number(process.env.BENCH_TRAININGS ?? 200);
const trainees = Number(process.env.BENCH_TRAINEES ?? 500);
const reads = Number(process.env.BENCH_TRAINING_READS ?? 100);

const width = 44;
const timed = (url: string, path: string, token: string | undefined, count: number) =>
  timedReads(url, path, count, token);
const line = (name: string, samples: readonly CallSample[]) => readTableLine(name, samples, width);

async function main(): Promise<void> {
  process.env.LOG_LEVEL = 'silent';
  const { work, stack } = await startBenchStack('training', { databaseInMemory: true });
  try {
    const volume = await seedTrainingVolume(trainings, 10, trainees);
    const sessionId = randomUUID();
    const { token, expiresAt } = await signToken(volume.student.uid, sessionId);
    await putSession({
      uid: volume.student.uid,
      sessionId,
      username: volume.student.username,
      roleCode: roleCodes.defaultUser,
      expiresAt,
    });
    await callApi(stack.url, {
      method: 'POST',
      path: '/api/register-training',
      token,
      body: { tid: volume.rankedTid, password: 'bench' },
    });

    const listLimit = 20;
    const lastListPage = Math.ceil(trainings / listLimit);
    const rankLimit = trainingRules.rankPageSize;
    const lastRankPage = Math.ceil(trainees / rankLimit);
    console.log(
      `\nTrainings: ${trainings} trainings of 10 problems; ${trainees} students in one private training's rank`,
    );
    console.log(readTableHeading(width));
    // The first read loads the catalogue; the others answer from the function's five-second copy.
    const listPath = (page: number) => `/api/get-training-list?currentPage=${page}&limit=${listLimit}`;
    const firstList = await timed(stack.url, listPath(1), token, 1);
    const list1 = await timed(stack.url, listPath(1), token, reads);
    const listLast = await timed(stack.url, listPath(lastListPage), token, reads);
    const visitor = await timed(stack.url, listPath(1), undefined, reads);
    const fullList = await timed(
      stack.url,
      `/api/get-training-list?limit=${trainingRules.listPageSize}`,
      token,
      reads,
    );
    const rankPath = (page: number) => `/api/get-training-rank?tid=${volume.rankedTid}&currentPage=${page}`;
    const rank1 = await timed(stack.url, rankPath(1), token, reads);
    const rankLast = await timed(stack.url, rankPath(lastRankPage), token, reads);
    console.log(line('get-training-list, first read (loads catalogue)', firstList));
    console.log(line(`get-training-list page 1 of ${listLimit}, student`, list1));
    console.log(line(`get-training-list page ${lastListPage} of ${listLimit}, student`, listLast));
    console.log(line(`get-training-list page 1 of ${listLimit}, visitor`, visitor));
    console.log(line(`get-training-list, ${trainingRules.listPageSize} a page, student`, fullList));
    console.log(line(`get-training-rank page 1 (${rankLimit} a page)`, rank1));
    console.log(line(`get-training-rank page ${lastRankPage}`, rankLast));
    const met =
      meanReadUnits(listLast) <= meanReadUnits(list1) + 0.01 &&
      meanReadUnits(rankLast) <= meanReadUnits(rank1) + 0.01;
    console.log(
      `  target: the last page costs no more than the first (${met ? 'met' : 'MISSED'}); no read scans the table`,
    );
  } finally {
    await stack.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
