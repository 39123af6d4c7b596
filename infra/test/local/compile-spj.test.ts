import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { judgeStatus, roleCodes } from '@oj/shared';
import { callApi, sessionToken, useLocalStack } from '../../../functions/test/local-stack';
import { getJudgeSpec } from '../../../functions/src/data/judge-specs/judge-spec-store';
import { startTestWorker, submit, verdictOf } from '../../../judge-fargate/test/judge-harness';
import { sumChecker, guessInteractor, guessers } from '../../../judge-fargate/test/programs/checkers';

let url: string;
let token: string;
let stopWorker: () => Promise<void>;
beforeAll(async () => {
  ({ url } = useLocalStack());
  token = (await sessionToken(roleCodes.problemAdmin)).token;
  ({ stop: stopWorker } = await startTestWorker(8));
}, 120_000);
afterAll(async () => {
  await stopWorker?.();
});

/** POSTs to /api/admin/problem, or to the call under it named by `path`. */
const post = <T = unknown>(path: string, body: unknown) =>
  callApi<T>(`${url}/api/admin/problem${path ? `/${path}` : ''}`, {
    method: 'POST',
    token,
    headers: { 'accept-language': 'en-US' },
    body: JSON.stringify(body),
  });

/** Every compile in this file is new to the stack: the same program compiled before answers at once. */
const fresh = (code: string) => `${code}\n/* ${randomUUID()} */\n`;

const printSum = `#include <stdio.h>\nint main(void){long a,b;scanf("%ld %ld",&a,&b);printf("%ld\\n",a+b);return 0;}\n`;

describe('compiling special judges and interactors through a judge', () => {
  it('compiles a special judge, and answers the same program again without a judge', async () => {
    const code = fresh(sumChecker);
    const first = await post('compile-spj', { code, language: 'C', extraFiles: null });
    expect(first.envelope).toMatchObject({ status: 200, data: null });
    const started = Date.now();
    const again = await post('compile-spj', { code, language: 'C' });
    expect(again.envelope.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("answers a program that does not compile with the compiler's message", async () => {
    const answer = await post('compile-spj', {
      code: fresh('int main(void) { return missing; }'),
      language: 'C',
    });
    expect(answer.envelope.status).toBe(400);
    expect(answer.envelope.msg).toMatch(/missing/);
    expect(answer.envelope.msg).toMatch(/error/);
  });

  it('says when a checker needs testlib.h that neither the host nor the extra files have', async () => {
    const code = fresh(
      '#include "testlib.h"\nint main(int argc, char* argv[]) { registerTestlibCmd(argc, argv); }',
    );
    const answer = await post('compile-spj', { code, language: 'C++' });
    expect(answer.envelope.status).toBe(400);
    expect(answer.envelope.msg).toMatch(/testlib\.h is not installed on this judge host/);
  });

  it('compiles extra files beside the program', async () => {
    const code = fresh('#include "answer.h"\nint main(void) { return ANSWER - 42; }');
    const answer = await post('compile-interactive', {
      code,
      language: 'C',
      extraFiles: JSON.stringify({ 'answer.h': '#define ANSWER 42\n' }),
    });
    expect(answer.envelope.status).toBe(200);
  });

  it('saves a special judge problem once its checker compiled, and the judge uses that checker', async () => {
    const spjCode = fresh(sumChecker);
    const problem = {
      problemId: `S${randomUUID().slice(0, 8)}`,
      title: 'Sum, checked',
      input: 'Two integers.',
      output: 'Their sum.',
      type: 1,
      spjCode,
      spjLanguage: 'C',
    };
    const body = {
      problem,
      samples: [{ input: '1 2\n', output: '3\n' }],
      languages: ['C'],
      judgeMode: 'spj',
    };
    const refused = await post('', body);
    expect(refused.envelope.msg).toBe(
      'The special judge or interactive program has not been compiled successfully; compile it first',
    );
    expect((await post('compile-spj', { code: spjCode, language: 'C' })).envelope.status).toBe(200);
    const saved = await post<{ pid: number }>('', body);
    expect(saved.envelope.status).toBe(200);
    const { pid } = saved.envelope.data;
    expect(await getJudgeSpec(pid)).toMatchObject({
      judgeMode: 'spj',
      checkerLanguage: 'C',
      checkerCode: spjCode,
    });

    const { submission } = await verdictOf(await submit(pid, 'C', printSum));
    expect(submission).toMatchObject({ status: judgeStatus.accepted, score: 100 });
  });

  it('saves an interactive problem whose interactor compiled, and judges through it', async () => {
    const spjCode = fresh(guessInteractor);
    expect((await post('compile-interactive', { code: spjCode, language: 'C' })).envelope.status).toBe(200);
    const saved = await post<{ pid: number }>('', {
      problem: {
        problemId: `I${randomUUID().slice(0, 8)}`,
        title: 'Guess',
        input: 'Replies.',
        output: 'Guesses.',
        spjCode,
        spjLanguage: 'C',
      },
      samples: [{ input: '77\n', output: '' }],
      languages: ['C'],
      judgeMode: 'interactive',
    });
    expect(saved.envelope.status).toBe(200);
    const { submission } = await verdictOf(await submit(saved.envelope.data.pid, 'C', guessers.binarySearch));
    expect(submission.status).toBe(judgeStatus.accepted);
  });
});
