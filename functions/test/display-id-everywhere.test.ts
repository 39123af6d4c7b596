import { beforeAll, describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { roleCodes, type Language } from '@oj/shared';
import { callApi, sessionToken, useLocalStack } from './local-stack';
import { storeProblem } from './problem-fixtures';

/*
 * A client written for the original server names a problem in `pid` by its display id ("P1000"). The
 * calls that take a `pid` and are not problem or submission calls accept it too.
 */

let url: string;
let problemAdminToken: string;
beforeAll(async () => {
  ({ url } = useLocalStack());
  ({ token: problemAdminToken } = await sessionToken(roleCodes.problemAdmin));
});

const english = { 'accept-language': 'en-US' };
const run = Math.floor(Math.random() * 1e9)
  .toString(36)
  .toUpperCase();

/** A problem with a display id unlike its number, two languages and one test case. */
const problemWithDisplayId = (displayId: string) =>
  storeProblem(
    { problemId: displayId, languages: ['C', 'Python3'], isUploadCase: true },
    {
      files: { '1.in': '1 2\n', '1.out': '3\n' },
      cases: [{ seq: 1, input: '1.in', output: '1.out', score: 0, groupNum: 1 }],
    },
  );

const languageNames = async (pid: string | number) => {
  const answer = await callApi<Language[]>(`${url}/api/languages?pid=${encodeURIComponent(pid)}`, {
    headers: english,
  });
  expect(answer.envelope.status).toBe(200);
  return answer.envelope.data.map((language) => language.name).sort();
};

describe('GET /api/languages with a pid', () => {
  it('takes the display id, in any letter case, as it takes the number', async () => {
    const { problem } = await problemWithDisplayId(`DL${run}`);
    const byNumber = await languageNames(problem.pid);
    expect(byNumber).toEqual(['C', 'Python3']);
    expect(await languageNames(problem.problemId)).toEqual(byNumber);
    expect(await languageNames(problem.problemId.toLowerCase())).toEqual(byNumber);
    expect(await languageNames(String(problem.pid))).toEqual(byNumber);
  });

  it('keeps the languages of a private problem from whoever may not open it', async () => {
    const { problem } = await storeProblem({ problemId: `DP${run}`, auth: 2, languages: ['C'] });
    const answer = await callApi(`${url}/api/languages?pid=${problem.problemId}`, { headers: english });
    expect(answer.envelope.status).toBe(403);
    expect(answer.envelope.data).toBeNull();
    const asAdmin = await callApi<Language[]>(`${url}/api/languages?pid=${problem.problemId}`, {
      headers: { ...english, authorization: problemAdminToken },
    });
    expect(asAdmin.envelope.data.map((language) => language.name)).toEqual(['C']);
  });

  it('says which display id names no problem', async () => {
    const answer = await callApi(`${url}/api/languages?pid=NONE${run}`, { headers: english });
    expect(answer.envelope).toMatchObject({ status: 404, msg: `The problem does not exist: NONE${run}` });
  });
});

const download = (pid: string | number) =>
  fetch(`${url}/api/file/download-testcase?pid=${encodeURIComponent(pid)}`, {
    headers: { ...english, authorization: problemAdminToken },
  });

describe('GET /api/file/download-testcase with a pid', () => {
  it('takes the display id as it takes the number, answering the same zip', async () => {
    const { problem } = await problemWithDisplayId(`DT${run}`);
    const byDisplayId = await download(problem.problemId.toLowerCase());
    expect(byDisplayId.status).toBe(200);
    expect(byDisplayId.headers.get('content-type')).toBe('application/zip');
    expect(byDisplayId.headers.get('content-disposition')).toContain(
      `problem_${problem.problemId}_testcase.zip`,
    );
    const files = unzipSync(new Uint8Array(await byDisplayId.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(['1.in', '1.out']);
    expect(new TextDecoder().decode(files['1.out'])).toBe('3\n');

    const byNumber = unzipSync(new Uint8Array(await (await download(problem.pid)).arrayBuffer()));
    expect(Object.keys(byNumber).sort()).toEqual(Object.keys(files).sort());
  });

  it('says which display id names no problem, and still asks for a pid', async () => {
    const missing = await callApi(`${url}/api/file/download-testcase?pid=NONE${run}`, {
      token: problemAdminToken,
      headers: english,
    });
    expect(missing.envelope).toMatchObject({ status: 404, msg: `The problem does not exist: NONE${run}` });
    const absent = await callApi(`${url}/api/file/download-testcase?pid=`, {
      token: problemAdminToken,
      headers: english,
    });
    expect(absent.envelope.status).toBe(400);
    expect(absent.envelope.msg).toMatch(/^Invalid parameter pid/);
  });
});
