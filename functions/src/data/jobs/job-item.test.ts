import { describe, expect, it } from 'vitest';
import { jobFromItem, jobKey, jobToItem, newJobId, type Job } from './job-item';

const job: Job = {
  jobId: 'f'.repeat(32),
  kind: 'checker-compile',
  status: 'running',
  input: { language: 'C', code: 'int main(){}', extraFiles: {} },
  progress: { done: 1, total: 2 },
  result: null,
  resultKey: null,
  error: null,
  uid: 'u1',
  username: 'ada',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:01.000Z',
  claimedBy: 'worker-1',
  heartbeatAt: 1_767_225_601_000,
  attempts: 1,
  expiresAt: 1_767_830_400,
};

describe('the job item', () => {
  it('is keyed by its id alone', () => {
    expect(jobKey('abc')).toEqual({ pk: 'JOB#abc', sk: 'JOB' });
  });

  it('carries the Job stamp and the TTL attribute, and reads back as it was written', () => {
    const item = jobToItem(job);
    expect(item).toMatchObject({
      pk: `JOB#${job.jobId}`,
      sk: 'JOB',
      entity: 'Job',
      v: 1,
      expiresAt: job.expiresAt,
    });
    expect(jobFromItem(item)).toEqual(job);
  });

  it('reads the attributes a release removed as null', () => {
    const { claimedBy: _claimedBy, heartbeatAt: _heartbeatAt, ...released } = jobToItem(job);
    expect(jobFromItem(released)).toMatchObject({ claimedBy: null, heartbeatAt: null });
  });

  it('takes unguessable ids: 128 random bits in hex, never the same twice', () => {
    const ids = new Set(Array.from({ length: 1000 }, newJobId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });
});
