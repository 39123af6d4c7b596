import { setTimeout as sleep } from 'node:timers/promises';
import { judgeStatus } from '@oj/shared';
import { recordBoardEntry } from '../../../functions/src/data/contest-boards/record-board-entry';
import { readBoardRow } from '../../../functions/src/data/contest-boards/record-board-entry';
import { snapshotMinAgeMs } from '../../../functions/src/modules/contest-rank/fresh-snapshot';
import { median, percentile } from '../statistics';
import { callApi, type CallSample } from './bench-http';
import type { BoardContest } from './seed-contest-volume';

/** What one kind of board read cost, averaged over its requests. */
export interface ReadFigures {
  name: string;
  requests: number;
  read: number;
  write: number;
  s3: number;
  p50: number;
  p99: number;
}

export interface BoardReadFigures {
  contestants: number;
  entries: number;
  reads: ReadFigures[];
  /** The first read after a change: the page's read with the view's snapshot rebuilt inside it. */
  rebuild: { ms: number; read: number; s3: number };
}

const average = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

function figuresOf(name: string, samples: readonly CallSample[]): ReadFigures {
  const ms = samples.map((sample) => sample.ms);
  return {
    name,
    requests: samples.length,
    read: average(samples.map((sample) => sample.read)),
    write: average(samples.map((sample) => sample.write)),
    s3: average(samples.map((sample) => sample.s3)),
    p50: percentile(ms, 0.5),
    p99: percentile(ms, 0.99),
  };
}

function rankRequest(cid: number, token: string, currentPage: number, limit: number) {
  return { method: 'POST' as const, path: '/api/get-contest-rank', token, body: { cid, currentPage, limit } };
}

async function okSample(url: string, request: ReturnType<typeof rankRequest>): Promise<CallSample> {
  const sample = await callApi(url, request);
  if (sample.status !== 200) throw new Error(`get-contest-rank: ${sample.status} ${sample.msg}`);
  return sample;
}

/**
 * One change of a contestant's row through the board's own write (`recordBoardEntry`, what the
 * submission hook calls): a new wrong answer on problem A, which moves the board's revision.
 */
async function changeOneRow(board: BoardContest, uid: string, submitId: number): Promise<void> {
  const row = await readBoardRow(board.contest.cid, uid);
  if (!row) throw new Error(`no board row for ${uid}`);
  await recordBoardEntry({
    cid: board.contest.cid,
    uid,
    entry: {
      submitId,
      displayId: 'A',
      time: new Date().toISOString(),
      status: judgeStatus.wrongAnswer,
      score: null,
      runTime: 10,
    },
    endTime: board.contest.endTime,
    identityOf: async () => row.identity,
  });
}

/**
 * Board pages read one at a time by a signed-in contestant (who has no row: the page is the board's
 * own), `requests` times each: page 1 and the last page (page 1,000 at 10,000 contestants) at 10 rows,
 * page 1 at 50. Then `rebuilds` times: a row changes, the snapshot's minimum age passes, and the next
 * page read rebuilds the view, timed.
 */
export async function measureBoardReads(
  url: string,
  board: BoardContest,
  viewerToken: string,
  requests: number,
  rebuilds = 3,
): Promise<BoardReadFigures> {
  const cid = board.contest.cid;
  const contestants = board.rowUids.length;
  const lastPage = Math.ceil(contestants / 10);
  // The view's first snapshot, and the viewer's position map read once, as any warm function has.
  await okSample(url, rankRequest(cid, viewerToken, 1, 10));
  await okSample(url, rankRequest(cid, viewerToken, 1, 10));

  const cases: [string, number, number][] = [
    ['page 1, 10 rows', 1, 10],
    [`page ${lastPage.toLocaleString('en-US')}, 10 rows`, lastPage, 10],
    ['page 1, 50 rows', 1, 50],
  ];
  const reads: ReadFigures[] = [];
  for (const [name, page, limit] of cases) {
    const samples: CallSample[] = [];
    for (let i = 0; i < requests; i += 1)
      samples.push(await okSample(url, rankRequest(cid, viewerToken, page, limit)));
    reads.push(figuresOf(name, samples));
  }

  const rebuildSamples: CallSample[] = [];
  for (let i = 0; i < rebuilds; i += 1) {
    await changeOneRow(board, board.rowUids[i] as string, 1_999_000_000 + i);
    await sleep(snapshotMinAgeMs + 100);
    rebuildSamples.push(await okSample(url, rankRequest(cid, viewerToken, 1, 10)));
  }
  return {
    contestants,
    entries: board.entries,
    reads,
    rebuild: {
      ms: median(rebuildSamples.map((sample) => sample.ms)),
      read: median(rebuildSamples.map((sample) => sample.read)),
      s3: median(rebuildSamples.map((sample) => sample.s3)),
    },
  };
}
