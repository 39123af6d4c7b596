import { beforeAll, describe, expect, it } from 'vitest';
import { useLocalStack } from './local-stack';
import { account, problemWith } from './submission-fixtures';
import { addProblems, newCategory, newTraining, trainingCall } from './training-fixtures';
import type { Problem } from '../src/data/problems/problem-item';

/*
 * The training calls as the original HOJ client makes them (contract-reference.md, "Area: training",
 * and hoj-vue's `common/api.js`): `getTrainingProblem(displayId, cid)` asks
 * `GET /api/get-training-problem-details` with the training's id in `cid`, and reads the problem
 * page's `ProblemInfoVO {problem, tags, languages, problemCount, codeTemplate}`.
 */

interface ProblemInfo {
  problem: { pid: number; problemId: string; title: string; description: string };
  tags: { id: number; name: string }[];
  languages: string[];
  problemCount: { total: number; ac: number };
  codeTemplate: Record<string, string>;
}

const details = (token: string | undefined, query: Record<string, string | number>) =>
  trainingCall<ProblemInfo>('GET', '/api/get-training-problem-details', token, { query });

let category: number;
let publicTraining: number;
let privateTraining: number;
let inTraining: Problem;
let elsewhere: Problem;

beforeAll(async () => {
  useLocalStack();
  category = await newCategory('原版');
  [inTraining, elsewhere] = [await problemWith(), await problemWith()];
  publicTraining = await newTraining(category);
  privateTraining = await newTraining(category, { auth: 'Private', privatePwd: 'open-sesame' });
  await addProblems(publicTraining, [inTraining]);
  await addProblems(privateTraining, [inTraining]);
});

describe('GET /api/get-training-problem-details as the original client sends it', () => {
  it('answers the problem page of a training problem named by displayId, the training in cid', async () => {
    const student = await account();
    const answer = await details(student.token, { displayId: inTraining.problemId, cid: publicTraining });
    expect(answer.envelope.status).toBe(200);
    expect(answer.envelope.data).toMatchObject({
      problem: { pid: inTraining.pid, problemId: inTraining.problemId, title: inTraining.title },
      tags: [],
      languages: ['C', 'C++', 'Python3'],
      problemCount: { total: expect.any(Number), ac: expect.any(Number) },
      codeTemplate: {},
    });
    expect(answer.envelope.data.problem.description).toBe(inTraining.description);
  });

  it('reads tid as well, and the label in any letter case', async () => {
    const student = await account();
    const answer = await details(student.token, {
      displayId: inTraining.problemId.toLowerCase(),
      tid: publicTraining,
    });
    expect(answer.envelope.data.problem.pid).toBe(inTraining.pid);
  });

  it('asks a visitor to log in (HTTP 401)', async () => {
    const answer = await details(undefined, { displayId: inTraining.problemId, cid: publicTraining });
    expect(answer.httpStatus).toBe(401);
  });

  it("refuses a private training's statement until its password is given", async () => {
    const student = await account();
    const refused = await details(student.token, { displayId: inTraining.problemId, cid: privateTraining });
    expect(refused.envelope).toMatchObject({
      status: 403,
      msg: 'This training is private: enter its password first!',
      data: null,
    });
    await trainingCall('POST', '/api/register-training', student.token, {
      body: { tid: privateTraining, password: 'open-sesame' },
    });
    const opened = await details(student.token, { displayId: inTraining.problemId, cid: privateTraining });
    expect(opened.envelope.data.problem.pid).toBe(inTraining.pid);
  });

  it('answers 404 for a problem that is not one of the training’s, and for a training that does not exist', async () => {
    const student = await account();
    const outside = await details(student.token, { displayId: elsewhere.problemId, cid: publicTraining });
    expect(outside.envelope).toMatchObject({
      status: 404,
      msg: `Problem ${elsewhere.problemId} is not in training ${publicTraining}!`,
    });
    const missing = await details(student.token, { displayId: inTraining.problemId, cid: 2_000_000_000 });
    expect(missing.envelope).toMatchObject({ status: 404, msg: 'The training does not exist: 2000000000' });
  });

  it('names what is missing when neither tid nor cid is sent', async () => {
    const student = await account();
    const answer = await details(student.token, { displayId: inTraining.problemId });
    expect(answer.envelope.status).toBe(400);
    expect(answer.envelope.msg).toMatch(/tid/);
  });
});
