import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { emptyVerdictCounts, judgeStatus, roleCodes } from '@oj/shared';
import { dynamo, tableName } from '../../../functions/src/data/dynamo-client';
import { batchWriteAll, type Item } from '../batch-write-all';
import { hashPassword } from '../../../functions/src/auth/password';
import {
  problemIdClaimKey,
  problemToItem,
  type Problem,
} from '../../../functions/src/data/problems/problem-item';
import { problemJudgeSpec } from '../../../functions/src/data/problems/problem-judge-spec';
import { problemOf } from '../../../functions/test/problem-fixtures';
import { problemSummaryKey, summaryFieldsOf } from '../../../functions/src/data/problems/problem-summary';
import { problemLanguagesKey } from '../../../functions/src/data/problems/problem-languages';
import { judgeSpecKey } from '../../../functions/src/data/judge-specs/judge-spec-store';
import { tagToItem } from '../../../functions/src/data/tags/tag-item';
import { emailClaimKey, userToItem, usernameClaimKey } from '../../../functions/src/data/users/user-item';
import { submissionToItem } from '../../../functions/src/data/submissions/submission-item';
import { pendingSubmission } from '../../../functions/src/data/submissions/create-submission';
import { userStatsKey } from '../../../functions/src/data/stats/stats-keys';

/* Bulk data for the API benchmark, written with the data layer's own item builders so the benchmark
   reads exactly what the calls would have written. Batches of 25, several in flight. */

export interface VolumeSeed {
  problems: Problem[];
  tagIds: number[];
  users: { uid: string; username: string }[];
  submissions: number;
}

const languages = ['C', 'C++', 'Java', 'Python3'];

export async function seedVolume(
  sizes: { problems: number; users: number; submissions: number },
  progress: (line: string) => void,
): Promise<VolumeSeed> {
  const now = new Date().toISOString();
  const tagIds = Array.from({ length: 40 }, (_, i) => 900_001 + i);
  await batchWriteAll(
    tagIds.map((id, i) =>
      tagToItem({
        id,
        name: `bench-tag-${i}`,
        color: '#409eff',
        oj: 'ME',
        classificationId: null,
        gid: null,
      }),
    ),
  );

  const problems: Problem[] = [];
  const problemItems: Item[] = [];
  for (let i = 0; i < sizes.problems; i += 1) {
    const pid = 1_000_000 + i;
    const problem = problemOf(pid, {
      ...{ problemId: `B${pid}`, title: `Benchmark problem ${i} ${i % 7 === 0 ? 'graph' : 'array'}` },
      ...{ description: `Statement of problem ${i}. `.repeat(20), input: 'Two integers.' },
      ...{ output: 'Their sum.', examples: [{ input: '1 2', output: '3' }], difficulty: i % 5 },
      ...{ type: i % 3 === 0 ? 1 : 0, isUploadCase: true, languages },
      ...{ tagIds: [tagIds[i % tagIds.length] as number, tagIds[(i * 7) % tagIds.length] as number] },
    });
    problems.push(problem);
    const spec = problemJudgeSpec(problem, 'bench', [
      { seq: 1, input: '1.in', output: '1.out', score: 100, groupNum: 1 },
    ]);
    problemItems.push(
      problemToItem(problem),
      { ...problemIdClaimKey(problem.problemId), entity: 'ProblemIdClaim', v: 1, pid },
      { ...judgeSpecKey(pid), entity: 'JudgeSpec', v: 1, ...spec },
      { ...problemLanguagesKey(pid), entity: 'ProblemLanguages', v: 1, names: languages },
      {
        ...problemSummaryKey(pid),
        entity: 'ProblemSummary',
        v: 1,
        ...summaryFieldsOf(problem),
        ...emptyVerdictCounts(),
        total: 100,
        ac: 40,
        wa: 60,
      },
    );
  }
  await batchWriteAll(problemItems);
  progress(`${sizes.problems} problems`);

  const passwordHash = await hashPassword('bench-password');
  const users = Array.from({ length: sizes.users }, (_, i) => ({
    uid: randomUUID().replaceAll('-', ''),
    username: `bench${String(i).padStart(5, '0')}`,
  }));
  const userItems: Item[] = [];
  for (const user of users) {
    const email = `${user.username}@bench.local`;
    userItems.push(
      userToItem({ ...user, email, passwordHash, roleCode: roleCodes.defaultUser, createdAt: now }),
      { ...usernameClaimKey(user.username), entity: 'UsernameClaim', v: 1, uid: user.uid },
      { ...emailClaimKey(email), entity: 'EmailClaim', v: 1, uid: user.uid },
      {
        ...userStatsKey(user.uid),
        entity: 'UserStats',
        v: 1,
        submitted: 40,
        accepted: 10,
        scoreSum: 50,
        solved: new Set(problems.slice(0, 10).map((p) => p.pid)),
        tried: new Set(problems.slice(0, 12).map((p) => p.pid)),
      },
    );
  }
  await batchWriteAll(userItems);
  progress(`${sizes.users} users`);

  const code = '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b;}\n';
  const chunk = 10_000;
  for (let start = 1; start <= sizes.submissions; start += chunk) {
    const items: Item[] = [];
    for (let submitId = start; submitId < Math.min(start + chunk, sizes.submissions + 1); submitId += 1) {
      const user = users[submitId % users.length] as { uid: string; username: string };
      const problem = problems[(submitId * 31) % problems.length] as Problem;
      items.push(
        submissionToItem({
          ...pendingSubmission(
            {
              submitId,
              uid: user.uid,
              username: user.username,
              pid: problem.pid,
              displayPid: problem.problemId,
              language: 'C++',
              code,
            },
            new Date(Date.now() - (sizes.submissions - submitId) * 1000),
          ),
          status: submitId % 3 === 0 ? judgeStatus.accepted : judgeStatus.wrongAnswer,
          timeMs: 3,
          memoryKb: 3500,
          judger: 'bench',
        }),
      );
    }
    await batchWriteAll(items);
    progress(`${Math.min(start + chunk - 1, sizes.submissions)} submissions`);
  }
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: { pk: 'SEQUENCE', sk: 'SUBMISSION', value: sizes.submissions },
    }),
  );
  return { problems, tagIds, users, submissions: sizes.submissions };
}
