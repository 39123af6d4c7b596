import { beforeAll, describe, expect, it } from 'vitest';
import { judgeStatus, type SubmissionRow } from '@oj/shared';
import { sessionToken, useLocalStack } from './local-stack';
import type { Problem } from '../src/data/problems/problem-item';
import { getSubmission } from '../src/data/submissions/get-submission';
import { get, problemWith, storedSubmission } from './submissions-kit';

let problem: Problem;
beforeAll(async () => {
  useLocalStack();
  problem = await problemWith();
});

describe('resubmitting', () => {
  it('sends a failed remote submit back to the judges, for its owner or an admin only', async () => {
    const owner = await sessionToken();
    const failed = await storedSubmission(problem, owner.uid, judgeStatus.submitFailed);
    const path = `/api/resubmit?submitId=${failed.submitId}`;
    expect((await get(path, (await sessionToken()).token)).envelope.status).toBe(403);
    expect((await get<SubmissionRow>(path, owner.token)).envelope.data).toMatchObject({ status: 5 });
    expect(await getSubmission(failed.submitId, true)).toMatchObject({ round: 2 });
    expect((await get(path, owner.token)).envelope.msg).toBe(
      'Only a submission whose submit failed (status 10) can be resubmitted!',
    );
  });
});
