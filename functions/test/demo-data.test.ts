import { beforeAll, describe, expect, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import {
  decodeAnswerSheet,
  gradeQuiz,
  judgeCaseModes,
  judgeStatus,
  problemType,
  roleCodes,
  testcaseBucket,
  type GroupLine,
  type GroupMember,
  type Page,
  type ProblemJudgeSpec,
} from '@oj/shared';
import { seedDatabase } from '../src/seed/seed';
import { demoProblems } from '../src/seed/demo/demo-problems';
import { demoUserPassword, demoUsers } from '../src/seed/demo/demo-users';
import { demoClassifications, demoTags } from '../src/seed/demo/demo-tags';
import { withCapacityMeter } from '../src/data/capacity-meter';
import { dynamo, tableName } from '../src/data/dynamo-client';
import { s3 } from '../src/data/aws-clients';
import { findPidByProblemId, getProblem } from '../src/data/problems/get-problem';
import type { Problem } from '../src/data/problems/problem-item';
import { problemSequenceKey } from '../src/data/problems/problem-item';
import { getJudgeSpec } from '../src/data/judge-specs/judge-spec-store';
import { listTestDataFiles } from '../src/data/problems/test-data-store';
import { getProblemCases } from '../src/data/problems/problem-cases';
import { loadTagCatalogue } from '../src/data/tags/tag-catalogue';
import { callApi, sessionToken, useLocalStack, withQuery } from './local-stack';
import { demoClass } from '../src/seed/demo/demo-class';
import { loadTrainingCatalogue } from '../src/data/trainings/training-catalogue';
import { demoTrainings } from '../src/seed/demo/demo-trainings';

let url: string;
const seeded = new Map<string, { problem: Problem; spec: ProblemJudgeSpec }>();

beforeAll(async () => {
  ({ url } = useLocalStack());
  for (const demo of demoProblems) {
    const pid = await findPidByProblemId(demo.problemId);
    const problem = pid === undefined ? undefined : await getProblem(pid);
    const spec = pid === undefined ? undefined : await getJudgeSpec(pid);
    if (problem && spec) seeded.set(demo.problemId, { problem, spec });
  }
});

async function testDataObjectCount(): Promise<number> {
  let count = 0;
  let token: string | undefined;
  do {
    const page = await s3().send(
      new ListObjectsV2Command({
        Bucket: process.env[testcaseBucket.envVar],
        Prefix: 'testcases/',
        ContinuationToken: token,
      }),
    );
    count += page.KeyCount ?? 0;
    token = page.NextContinuationToken;
  } while (token);
  return count;
}

async function problemSequence(): Promise<number> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: problemSequenceKey, ConsistentRead: true }),
  );
  return Number(Item?.value ?? 0);
}

describe('the demo seeded at first start', () => {
  it('creates every demo problem with its judge settings', () => {
    expect([...seeded.keys()]).toEqual(demoProblems.map((demo) => demo.problemId));
  });

  it('writes nothing when seeding runs again', async () => {
    const [objectsBefore, sequenceBefore] = await Promise.all([testDataObjectCount(), problemSequence()]);
    const { result, units } = await withCapacityMeter(() =>
      seedDatabase({ adminPassword: 'not-used-again', demo: true }),
    );
    expect(result).toEqual({
      websiteConfig: false,
      languages: 0,
      admin: false,
      accountsListed: 0,
      demo: {
        users: 0,
        classifications: 0,
        tags: 0,
        problems: 0,
        contests: 0,
        trainings: 0,
        discussions: 0,
        classes: 0,
      },
    });
    expect(units.write).toBe(0);
    expect(await testDataObjectCount()).toBe(objectsBefore);
    expect(await problemSequence()).toBe(sequenceBefore);
  });

  it('lets the demo accounts log in with the documented password, in their roles', async () => {
    for (const user of demoUsers) {
      const login = await callApi<{ roleList: string[] }>(`${url}/api/login`, {
        method: 'POST',
        body: JSON.stringify({ username: user.username, password: demoUserPassword }),
      });
      expect(login.envelope.status, user.username).toBe(200);
      expect(login.envelope.data.roleList).toEqual([user.roleCode === 1008 ? 'problem_admin' : 'user']);
    }
  });

  it('files the demo tags under the two classifications and tags the problems with them', async () => {
    const catalogue = await loadTagCatalogue();
    const classificationNames = catalogue.classifications.map((c) => c.name);
    for (const { name } of demoClassifications) expect(classificationNames).toContain(name);
    const tagByName = new Map(catalogue.tags.map((tag) => [tag.name, tag]));
    for (const tag of demoTags) {
      const stored = tagByName.get(tag.name);
      expect(stored, tag.name).toBeDefined();
      const classification = catalogue.classifications.find((c) => c.id === stored?.classificationId);
      expect(classification?.name ?? null, tag.name).toBe(tag.classification);
    }
    for (const demo of demoProblems) {
      const tagNames = seeded
        .get(demo.problemId)
        ?.problem.tagIds.map((id) => catalogue.tags.find((t) => t.id === id)?.name);
      expect(tagNames, demo.problemId).toEqual(demo.tags);
    }
  });
});

describe('the demo problems', () => {
  const specs = () => [...seeded.values()].map(({ spec }) => spec);

  it('use every judge mode and every judge case mode, and both problem types', () => {
    expect(new Set(specs().map((spec) => spec.judgeMode))).toEqual(
      new Set(['default', 'spj', 'interactive']),
    );
    expect(new Set(specs().map((spec) => spec.judgeCaseMode))).toEqual(new Set(judgeCaseModes));
    expect(new Set(specs().map((spec) => spec.type))).toEqual(new Set([problemType.acm, problemType.oi]));
  });

  it('include A+B with templates, file IO, a tight time limit and a checker and interactor in C', () => {
    const aPlusB = seeded.get('P1000')?.problem;
    expect(aPlusB?.codeTemplates.map((template) => template.language)).toEqual([
      'C',
      'C++',
      'Java',
      'Python3',
    ]);
    const fileIo = specs().filter((spec) => spec.isFileIO);
    expect(fileIo.map((spec) => [spec.ioReadFileName, spec.ioWriteFileName])).toEqual([
      ['sort.in', 'sort.out'],
    ]);
    expect(specs().some((spec) => spec.timeLimitMs < 1000)).toBe(true);
    for (const spec of specs().filter((s) => s.judgeMode !== 'default')) {
      expect(spec.checkerLanguage, spec.problemId).toBe('C');
      expect(spec.checkerCode, spec.problemId).toMatch(/int main\(int argc, char \*\*argv\)/);
    }
  });

  it('keep every case file in the test data version, and OI points add up to 100', async () => {
    for (const spec of specs().filter((s) => s.cases.length > 0)) {
      const names = await listTestDataFiles(spec.pid, spec.testDataVersion);
      for (const testCase of spec.cases) {
        expect(names, spec.problemId).toContain(testCase.input);
        expect(names, spec.problemId).toContain(testCase.output);
      }
      // The admin form lists the same files, in the same version.
      const formCases = await getProblemCases(spec.pid);
      expect(formCases?.testDataVersion, spec.problemId).toBe(spec.testDataVersion);
      expect(formCases?.cases.map((c) => [c.inputName, c.outputName, c.score, c.groupNum])).toEqual(
        spec.cases.map((c) => [c.input, c.output, c.score, c.groupNum]),
      );
      if (spec.type !== problemType.oi) continue;
      const subtasks = spec.judgeCaseMode.startsWith('subtask');
      const points = subtasks
        ? [...new Map(spec.cases.map((c) => [c.groupNum, c.score])).values()]
        : spec.cases.map((c) => c.score);
      expect(
        points.reduce((sum, score) => sum + score, 0),
        spec.problemId,
      ).toBe(100);
    }
  });

  it('include a CS quiz paper whose key earns full marks and whose wrong sheet does not', () => {
    const quiz = seeded.get('CS1001')?.problem.quiz;
    expect(quiz).toBeDefined();
    if (!quiz) return;
    expect(new Set(quiz.questions.map((question) => question.kind))).toEqual(
      new Set(['choice', 'judge', 'fill']),
    );
    const demo = demoProblems.find((problem) => problem.problemId === 'CS1001');
    for (const solution of demo?.solutions ?? []) {
      const grade = gradeQuiz(quiz, decodeAnswerSheet(solution.code) ?? []);
      expect(grade.percent).toBe(solution.score);
      expect(grade.percent === 100).toBe(solution.status === judgeStatus.accepted);
    }
  });

  it('answer their test data to an admin as a zip', async () => {
    const { spec } = seeded.get('P1000') ?? {};
    const login = await callApi(`${url}/api/login`, {
      method: 'POST',
      body: JSON.stringify({ username: 'teacher', password: demoUserPassword }),
    });
    const response = await fetch(`${url}/api/file/download-testcase?pid=${spec?.pid}`, {
      headers: { authorization: login.headers.get('authorization') ?? '' },
    });
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('x-consumed-capacity')).toMatch(/^read=[\d.]+;write=0$/);
  });
});

describe('the demo trainings', () => {
  it('seeds a course pack of two trainings and a general training, each with its demo problems', async () => {
    const catalogue = await loadTrainingCatalogue();
    for (const demo of demoTrainings) {
      const line = catalogue.find((candidate) => candidate.title === demo.title);
      const pids = await Promise.all(demo.problemIds.map((problemId) => findPidByProblemId(problemId)));
      expect(line?.pids, demo.title).toEqual(pids);
    }
  });
});

describe('the demo class', () => {
  it("is teacher's protected group, with two students in it, one applying, its problems, homework, test and forum", async () => {
    const { token } = await sessionToken(roleCodes.superAdmin);
    const read = async <T>(path: string, query: Record<string, string | number>) =>
      (await callApi<T>(withQuery(`${url}${path}`, query), { token })).envelope.data;
    const lines = await read<Page<GroupLine>>('/api/get-group-list', { keyword: demoClass.shortName });
    const line = lines.records.find((group) => group.shortName === demoClass.shortName);
    expect(line).toMatchObject({ owner: 'teacher', auth: 2, memberCount: 3, visible: true });
    const gid = line?.id ?? 0;
    const people = await read<Page<GroupMember>>('/api/group/get-apply-list', { gid, limit: 50 });
    expect(Object.fromEntries(people.records.map((row) => [row.username, row.auth]))).toEqual({
      teacher: 5,
      student1: 3,
      student2: 3,
      student3: 1,
    });
    const problems = await read<Page<{ problemId: string }>>('/api/group/get-admin-problem-list', { gid });
    expect(problems.records.map((row) => row.problemId).sort()).toEqual(['class1A1', 'class1A2']);
    expect((await read<Page<unknown>>('/api/group/get-admin-training-list', { gid })).total).toBe(1);
    expect((await read<Page<unknown>>('/api/group/get-admin-contest-list', { gid })).total).toBe(1);
    expect((await read<Page<unknown>>('/api/group/get-discussion-list', { gid })).total).toBe(1);
  });
});
