import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleCodes, type DashboardInfo, type JudgeServiceEntry } from '@oj/shared';
import { callApi, sessionToken, useLocalStack } from '@oj/functions/judging/test-fixtures';
import type { RunningWorker } from '../src/worker/start-worker';
import { startTestWorker } from './judge-harness';

/* A started worker reports itself with the languages it proved, and the admin dashboard lists it. */

let worker: RunningWorker;
let stopWorker: () => Promise<void>;
let url: string;
let adminToken: string;
beforeAll(async () => {
  ({ worker, stop: stopWorker } = await startTestWorker(14));
  ({ url } = useLocalStack());
  ({ token: adminToken } = await sessionToken(roleCodes.admin));
}, 120_000);
afterAll(async () => {
  await stopWorker?.();
});

const dashboard = async () =>
  (await callApi<DashboardInfo>(`${url}/api/admin/dashboard/get-dashboard-info`, { token: adminToken }))
    .envelope.data;

describe('the worker heartbeat', () => {
  it('puts a started worker on the dashboard with the languages it proved, seen just now', async () => {
    const proven = [...worker.context.languages.keys()];
    expect(proven.length).toBeGreaterThan(0);
    let listed: DashboardInfo['workers'][number] | undefined;
    await expect
      .poll(
        async () => {
          listed = (await dashboard()).workers.find((entry) => entry.workerId === worker.context.judger);
          return listed !== undefined;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    expect([...(listed?.languages ?? [])].sort()).toEqual([...proven].sort());
    expect(Date.now() - Date.parse(listed?.lastSeen ?? '')).toBeLessThan(60_000);
    // Other tests' workers report to the same stack: this worker's entry is found by its own name.
    const judge = await callApi<JudgeServiceEntry[]>(`${url}/api/admin/config/get-judge-service-info`, {
      token: adminToken,
    });
    const entry = judge.envelope.data.find(
      (candidate) => candidate.service.metadata.judgeName === worker.context.judger,
    );
    expect(entry?.service.metadata['nacos.healthy']).toBe('true');
    expect([...(entry?.languages ?? [])].sort()).toEqual([...proven].sort());
  });
});
