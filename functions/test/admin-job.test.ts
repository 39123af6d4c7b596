import { beforeAll, describe, expect, it } from 'vitest';
import { roleCodes, type JobView, type RoleCode } from '@oj/shared';
import { callApi, sessionToken, useLocalStack } from './local-stack';
import { getSession } from '../src/data/sessions/session-store';
import { createJob } from '../src/data/jobs/job-store';
import { claimJob, failJob, finishJob } from '../src/data/jobs/job-state';

let url: string;
beforeAll(() => {
  ({ url } = useLocalStack());
});

/** A signed-in account of the role, with what a job records of who asked. */
async function signedIn(role: RoleCode) {
  const { token, uid, sessionId } = await sessionToken(role);
  const session = await getSession(uid, sessionId);
  return { token, uid, username: session?.username ?? '' };
}

const poll = (token: string, jobId: string) =>
  callApi<JobView>(`${url}/api/admin/job?jobId=${jobId}`, { token, headers: { 'accept-language': 'en-US' } });

/** A job of `owner`'s, run to its end by a worker as the judge would. */
async function finishedJob(owner: { uid: string; username: string }, result: unknown) {
  const job = await createJob({ kind: 'checker-compile', input: { code: 'x' }, ...owner });
  await claimJob(job.jobId, 'test-worker', Date.now() - 140_000);
  await finishJob(job, 'test-worker', result);
  return job.jobId;
}

describe('GET /api/admin/job', () => {
  it('answers the admin who asked with the job as it is: queued, then done with its result', async () => {
    const owner = await signedIn(roleCodes.problemAdmin);
    const job = await createJob({ kind: 'checker-compile', input: {}, ...owner });
    const queued = await poll(owner.token, job.jobId);
    expect(queued.envelope).toMatchObject({
      status: 200,
      data: {
        jobId: job.jobId,
        kind: 'checker-compile',
        status: 'queued',
        progress: null,
        result: null,
        resultUrl: null,
        error: null,
        username: owner.username,
      },
    });
    await claimJob(job.jobId, 'test-worker', Date.now() - 140_000);
    await finishJob(job, 'test-worker', { ok: true, message: null });
    expect((await poll(owner.token, job.jobId)).envelope.data).toMatchObject({
      status: 'done',
      result: { ok: true, message: null },
      resultUrl: null,
    });
  });

  it('refuses another admin, and answers the super admin', async () => {
    const owner = await signedIn(roleCodes.admin);
    const jobId = await finishedJob(owner, { ok: true, message: null });
    const other = await signedIn(roleCodes.admin);
    expect((await poll(other.token, jobId)).envelope).toMatchObject({
      status: 403,
      msg: 'Only the admin who started a job may read it!',
      data: null,
    });
    const root = await signedIn(roleCodes.superAdmin);
    expect((await poll(root.token, jobId)).envelope.data).toMatchObject({ jobId, status: 'done' });
  });

  it('says why a failed job failed', async () => {
    const owner = await signedIn(roleCodes.admin);
    const job = await createJob({ kind: 'checker-compile', input: {}, ...owner });
    await failJob(job.jobId, 'The judges could not run it after repeated attempts; please try again.');
    expect((await poll(owner.token, job.jobId)).envelope.data).toMatchObject({
      status: 'failed',
      result: null,
      error: 'The judges could not run it after repeated attempts; please try again.',
    });
  });

  it('hands out a large result as a presigned URL that downloads it', async () => {
    const owner = await signedIn(roleCodes.problemAdmin);
    const large = { rows: Array.from({ length: 2000 }, (_, index) => ({ index, text: 'z'.repeat(80) })) };
    const jobId = await finishedJob(owner, large);
    const { data } = (await poll(owner.token, jobId)).envelope;
    expect(data).toMatchObject({ status: 'done', result: null });
    expect(data.resultUrl).toMatch(/X-Amz-Signature=/);
    const download = await fetch(data.resultUrl as string);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="job-${jobId}.json"`);
    expect(await download.json()).toEqual(large);
  });

  it('answers not found for an unknown or expired job, and 400 for what is not a job id', async () => {
    const owner = await signedIn(roleCodes.admin);
    const unknown = '0123456789abcdef'.repeat(2);
    expect((await poll(owner.token, unknown)).envelope).toMatchObject({
      status: 404,
      msg: `No such job, or it has expired: ${unknown}`,
    });
    const expired = await createJob(
      { kind: 'checker-compile', input: {}, ...owner },
      Date.now() - 8 * 24 * 3600 * 1000,
    );
    expect((await poll(owner.token, expired.jobId)).envelope.status).toBe(404);
    const bad = await poll(owner.token, '../etc');
    expect(bad.envelope.status).toBe(400);
    expect(bad.envelope.msg).toMatch(/jobId: Job id is not in the expected format/);
  });
});
