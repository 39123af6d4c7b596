import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useLocalStack } from '@oj/functions/judging/test-fixtures';
import { runContestFlow } from '../../local/contest-flow';
import { startTestWorker } from '../../../judge-fargate/test/judge-harness';

/*
 * The scripted contest of infra/local/contest-flow.ts against the test stack, judged by a real
 * worker in this process: what `node --import tsx infra/local/contest-flow.ts` does against `npm start`.
 */

let stopWorker: () => Promise<void>;
beforeAll(async () => {
  ({ stop: stopWorker } = await startTestWorker(17));
}, 120_000);
afterAll(async () => {
  await stopWorker?.();
});

describe('the scripted contest', () => {
  it('runs a whole ACM contest through the API, and its printed board has the expected ranks, penalties and first bloods', async () => {
    const { url, adminPassword } = useLocalStack();
    const lines: string[] = [];
    const result = await runContestFlow(url, {
      adminPassword,
      log: (line) => lines.push(line),
      pollIntervalMs: 250,
    });

    expect(result.board.map(({ rank, ac }) => ({ rank, ac }))).toEqual([
      { rank: 1, ac: 3 },
      { rank: 2, ac: 2 },
      { rank: 3, ac: 1 },
      { rank: 4, ac: 1 },
    ]);
    expect(result.board).toEqual(
      result.expected.map(({ rank, username, ac, totalTime }) => ({ rank, username, ac, totalTime })),
    );
    // A wrong try before a solve costs 20 minutes: contestant 2's and 4's rows carry one each.
    expect(result.board[1]?.totalTime).toBeGreaterThanOrEqual(20 * 60);
    expect(result.board[3]?.totalTime).toBeGreaterThanOrEqual(20 * 60);
    // The printed board: a header and a line per contestant, first bloods starred.
    const header = lines.findIndex((line) => /^rank\s+username\s+solved\s+penalty\s+A\s+B\s+C$/.test(line));
    expect(header).toBeGreaterThanOrEqual(0);
    const printed = lines.slice(header + 1, header + 5);
    expect(printed.map((line) => line.split(/\s+/).slice(0, 3))).toEqual(
      result.board.map(({ rank, username, ac }) => [String(rank), username, String(ac)]),
    );
    expect(printed.join('\n').match(/\*/g)).toHaveLength(3);
    expect(lines).toContain('a full rebuild (forceRefresh) gives the same board');
    // The board shows the last verdict well within the 5 s the contest rules promise.
    expect(result.boardLagMs).toBeLessThan(5_000);
  }, 300_000);
});
