import { beforeAll, describe, expect, it } from 'vitest';
import { roleCodes } from '@oj/shared';
import { callApi, sessionToken, useLocalStack, withQuery } from './local-stack';
import { demoClass, demoClassContest } from '../src/seed/demo/demo-class';

/*
 * The demo class's problems, homework, test and forum question are the class's: none of them is in
 * any of the site's own lists, for a visitor, a student or the site's admins (the super admin too,
 * whose admin lists are the site's). They are reached through the group's calls (group-*.test.ts).
 */

let url: string;
const tokens: Record<string, string | undefined> = {};
beforeAll(async () => {
  ({ url } = useLocalStack());
  tokens.student = (await sessionToken(roleCodes.defaultUser)).token;
  tokens.admin = (await sessionToken(roleCodes.admin)).token;
  tokens.superAdmin = (await sessionToken(roleCodes.superAdmin)).token;
  tokens.visitor = undefined;
});

const classWords = [
  ...demoClass.problems.map(({ ownId }) => `${demoClass.shortName}${ownId}`),
  demoClass.homework.title,
  demoClassContest.title,
  demoClass.discussion.title,
];

async function textOf(path: string, query: Record<string, string | number | boolean>, token?: string) {
  const answer = await callApi(withQuery(`${url}${path}`, query), { token });
  return JSON.stringify(answer.envelope);
}

describe("the site's own lists", () => {
  const siteLists: [string, Record<string, string | number | boolean>][] = [
    ['/api/get-problem-list', { limit: 100 }],
    ['/api/get-problem-list', { limit: 100, keyword: demoClass.shortName }],
    ['/api/get-recent-updated-problem', {}],
    ['/api/get-training-list', { limit: 100 }],
    ['/api/get-contest-list', { limit: 100 }],
    ['/api/get-recent-contest', {}],
    ['/api/get-discussion-list', { limit: 100 }],
  ];
  for (const [path, query] of siteLists)
    it(`leave the demo class's things out of ${path} ${JSON.stringify(query)}, for everyone`, async () => {
      for (const who of ['visitor', 'student', 'admin', 'superAdmin']) {
        const text = await textOf(path, query, tokens[who]);
        for (const word of classWords) expect(text, `${who}: ${word}`).not.toContain(word);
      }
    });

  const adminLists: [string, Record<string, string | number | boolean>][] = [
    ['/api/admin/problem/get-problem-list', { limit: 100, keyword: demoClass.shortName }],
    ['/api/admin/training/get-training-list', { limit: 100 }],
    ['/api/admin/contest/get-contest-list', { limit: 100 }],
    ['/api/admin/dashboard/get-dashboard-info', {}],
  ];
  for (const [path, query] of adminLists)
    it(`leave the demo class's things out of the admin area's ${path}`, async () => {
      for (const who of ['admin', 'superAdmin']) {
        const text = await textOf(path, query, tokens[who]);
        for (const word of classWords) expect(text, `${who}: ${word}`).not.toContain(word);
      }
    });

  it('never draw a random problem from a group', async () => {
    for (let draw = 0; draw < 20; draw++) {
      const text = await textOf('/api/get-random-problem', {}, tokens.student);
      expect(text).not.toContain(demoClass.shortName);
    }
  });
});
