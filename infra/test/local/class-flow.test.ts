import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useLocalStack } from '@oj/functions/judging/test-fixtures';
import { runClassFlow } from '../../local/class-flow';
import { startTestWorker } from '../../../judge-fargate/test/judge-harness';

/*
 * The scripted class of infra/local/class-flow.ts against the test stack, judged by a real worker in
 * this process: what `node --import tsx infra/local/class-flow.ts` does against `npm start`.
 */

let stopWorker: () => Promise<void>;
beforeAll(async () => {
  ({ stop: stopWorker } = await startTestWorker(18));
}, 120_000);
afterAll(async () => {
  await stopWorker?.();
});

describe('the scripted class', () => {
  it('runs a private class through the API, and its printed group rank has the expected order', async () => {
    const { url, adminPassword } = useLocalStack();
    const lines: string[] = [];
    const result = await runClassFlow(url, {
      adminPassword,
      log: (line) => lines.push(line),
      pollIntervalMs: 250,
    });
    expect(result.rank.map(({ ac, total }) => [ac, total])).toEqual([
      [1, 1],
      [1, 2],
      [0, 0],
    ]);
    expect(lines).toContain('the group rank matches the expected order');
    const printed = lines.filter((line) => /^\s+\d\. /.test(line));
    expect(printed.map((line) => line.trim().split(/\s+/)[1])).toEqual(
      result.rank.map((row) => row.username),
    );
  }, 300_000);
});
