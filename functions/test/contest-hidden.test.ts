import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  allCalls,
  contestAuthCode,
  encodeAnswerSheet,
  roleCodes,
  roleSatisfies,
  type CallDefinition,
  type Envelope,
  type RoleCode,
  type StoredContest,
} from '@oj/shared';
import { addContestProblem } from '../src/data/contest-problems/save-contest-problem';
import type { Problem } from '../src/data/problems/problem-item';
import { useLocalStack, withQuery } from './local-stack';
import { allAreaRoutes as allRoutes } from '../src/areas/all-area-routes';
import { linkContestProblems, storeContest } from './contest-fixtures';
import { account, aPlusB, problemWith, quizProblem } from './submissions-kit';
import { problemFormBody } from './problem-fixtures';

/*
 * A hidden contest (`visible` off) exists for its admins only: every call that names a contest, found
 * from the calls' own definitions (a `cid`, `contestId` or `contestID` parameter), is made against
 * one as a visitor, a student, a contestant who registered while it was shown, its creator (a teacher
 * with the admin role) and the super admin. Everyone but the admins is told what `get-contest-info`
 * tells them, that the contest does not exist; the admins are answered as for a shown contest.
 */

/** Calls whose `cid` names something other than a contest, each with what it names. */
const cidNamesSomethingElse: Record<string, string> = {
  'DELETE /api/admin/training/category': 'a training category',
  'GET /api/get-discussion-list': 'a discussion category',
  'GET /api/comment-like': 'the comment liked',
};

function parameterNames(schema: z.ZodType): string[] {
  let inner: unknown = schema;
  for (let depth = 0; depth < 10; depth++) {
    if (inner instanceof z.ZodObject) return Object.keys(inner.shape);
    const def = (inner as { def?: Record<string, unknown> } | undefined)?.def;
    inner = def?.innerType ?? def?.in ?? def?.schema;
    if (inner === undefined) return [];
  }
  return [];
}

const callKey = (call: CallDefinition) => `${call.method} ${call.path}`;
const namesContest = (call: CallDefinition) =>
  [...parameterNames(call.query), ...parameterNames(call.body)].some((name) =>
    ['cid', 'contestId', 'contestID'].includes(name),
  );
const contestCalls = allCalls.filter(
  (call) => namesContest(call) && !(callKey(call) in cidNamesSomethingElse),
);

const accessOf = (key: string) => allRoutes.find((route) => callKey(route.call) === key)?.access;

type Who = 'visitor' | 'student' | 'contestant' | 'creator' | 'root';
type Account = { uid: string; username: string; token: string };

/** What the walk knows of the hidden contest and the things in it that calls name. */
interface Hidden {
  contest: StoredContest;
  quiz: Problem;
  program: Problem;
  contestantSubmitId: number;
  acRecordId: number;
  printId: number;
  announcementId: number;
  commentId: number;
  contestant: Account;
}

interface Request {
  query?: Record<string, string | number | boolean>;
  body?: unknown;
}

const password = 'hidden-contest-password';
const fullMarks = encodeAnswerSheet(['B', 'T']);
const printText = 'Print this page for the contest hall, it has more than fifty characters.';
let uniqueSeq = 0;
const unique = (prefix: string) => `${prefix}${Date.now() % 100_000}${(uniqueSeq += 1)}`;

/** A hidden copy of the contest, for calls that remove what they name. */
const freshHidden = ({ contest: { cid: _cid, ...settings } }: Hidden) =>
  storeContest({ ...settings, visible: false });

/**
 * A valid request for every call that names a contest, by call: what a client of that screen sends.
 * A call missing here fails the walk, so a new call naming a contest is tried as soon as it exists.
 */
const requests: Record<string, (hidden: Hidden) => Promise<Request> | Request> = {
  'POST /api/get-user-problem-status': ({ contest, quiz, program }) => ({
    body: { pidList: [quiz.pid, program.pid], isContestProblemList: true, cid: contest.cid },
  }),
  'POST /api/submit-problem-judge': ({ contest, quiz }) => ({
    body: { pid: quiz.pid, cid: contest.cid, language: 'Quiz', code: fullMarks },
  }),
  'POST /api/submit-problem-test-judge': ({ contest, program }) => ({
    body: {
      pid: program.pid,
      cid: contest.cid,
      type: 'contest',
      language: 'C',
      code: aPlusB,
      userInput: '1 2\n',
    },
  }),
  'GET /api/get-last-ac-code': ({ contest, quiz }) => ({ query: { pid: quiz.pid, cid: contest.cid } }),
  'GET /api/get-full-screen-problem-list': ({ contest }) => ({ query: { cid: contest.cid } }),
  'GET /api/get-submission-list': ({ contest }) => ({ query: { contestID: contest.cid } }),
  'POST /api/check-submissions-status': ({ contest, contestantSubmitId }) => ({
    body: { submitIds: [contestantSubmitId], cid: contest.cid },
  }),
  'POST /api/check-contest-submissions-status': ({ contest, contestantSubmitId }) => ({
    body: { submitIds: [contestantSubmitId], cid: contest.cid },
  }),
  'GET /api/file/download-contest-ac-submission': ({ contest }) => ({
    query: { cid: contest.cid, excludeAdmin: false, splitType: 'user' },
  }),
  'GET /api/file/download-contest-rank': ({ contest }) => ({ query: { cid: contest.cid } }),
  'GET /api/admin/judge/rejudge-contest-problem': ({ contest, program }) => ({
    query: { cid: contest.cid, pid: program.pid },
  }),
  'GET /api/get-contest-info': ({ contest }) => ({ query: { cid: contest.cid } }),
  'POST /api/register-contest': ({ contest }) => ({ body: { cid: contest.cid, password } }),
  'GET /api/get-contest-access': ({ contest }) => ({ query: { cid: contest.cid } }),
  'GET /api/get-contest-announcement': ({ contest }) => ({ query: { cid: contest.cid } }),
  'POST /api/get-contest-not-read-announcement': ({ contest }) => ({
    body: { cid: contest.cid, readAnnouncementList: [] },
  }),
  'GET /api/admin/contest/announcement': ({ contest }) => ({ query: { cid: contest.cid } }),
  'POST /api/admin/contest/announcement': ({ contest }) => ({
    body: { cid: contest.cid, announcement: { title: 'Room change', content: 'Hall B', status: 0 } },
  }),
  'PUT /api/admin/contest/announcement': ({ contest, announcementId }) => ({
    body: {
      cid: contest.cid,
      announcement: { id: announcementId, title: 'Room', content: 'Hall A', status: 0 },
    },
  }),
  'GET /api/admin/contest': ({ contest }) => ({ query: { cid: contest.cid } }),
  'DELETE /api/admin/contest': async (hidden) => ({ query: { cid: (await freshHidden(hidden)).cid } }),
  'PUT /api/admin/contest/change-contest-visible': ({ contest }) => ({
    query: { cid: contest.cid, visible: false },
  }),
  'GET /api/admin/contest/clone': ({ contest }) => ({ query: { cid: contest.cid } }),
  'POST /api/admin/contest/release-exam-lock': ({ contest, contestant }) => ({
    body: { cid: contest.cid, uid: contestant.uid },
  }),
  'GET /api/get-contest-problem': ({ contest }) => ({ query: { cid: contest.cid } }),
  'GET /api/get-contest-problem-details': ({ contest }) => ({ query: { cid: contest.cid, displayId: 'A' } }),
  'GET /api/contest-submissions': ({ contest }) => ({
    query: { contestID: contest.cid, beforeContestSubmit: false },
  }),
  'GET /api/admin/contest/get-problem-list': ({ contest }) => ({ query: { cid: contest.cid } }),
  'POST /api/admin/contest/add-problem-from-public': async ({ contest }) => ({
    body: { pid: (await problemWith()).pid, cid: contest.cid, displayId: unique('P') },
  }),
  'GET /api/admin/contest/contest-problem': ({ contest, program }) => ({
    query: { cid: contest.cid, pid: program.pid },
  }),
  'PUT /api/admin/contest/contest-problem': ({ contest, program }) => ({
    body: { cid: contest.cid, pid: program.pid, displayId: 'B', displayTitle: 'Sum', color: null },
  }),
  'DELETE /api/admin/contest/problem': async ({ contest }) => {
    const problem = await problemWith();
    const displayId = unique('D');
    await addContestProblem({
      cid: contest.cid,
      pid: problem.pid,
      displayId,
      displayTitle: 'D',
      color: null,
    });
    return { query: { pid: problem.pid, cid: contest.cid } };
  },
  'POST /api/admin/contest/problem': ({ contest }) => ({
    body: problemFormBody({ title: 'Only here' }, { cid: contest.cid, displayId: unique('C') }),
  }),
  'GET /api/get-contest-ac-info': ({ contest }) => ({ query: { cid: contest.cid } }),
  'PUT /api/check-contest-ac-info': ({ contest, acRecordId }) => ({
    body: { id: acRecordId, cid: contest.cid, checked: true },
  }),
  'POST /api/submit-print-text': ({ contest }) => ({ body: { cid: contest.cid, content: printText } }),
  'GET /api/get-contest-print': ({ contest }) => ({ query: { cid: contest.cid } }),
  'PUT /api/check-contest-print-status': ({ contest, printId }) => ({
    query: { id: printId, cid: contest.cid },
  }),
  'POST /api/get-contest-rank': ({ contest }) => ({ body: { cid: contest.cid } }),
  'POST /api/get-contest-outside-scoreboard': ({ contest }) => ({ body: { cid: contest.cid } }),
  'GET /api/get-contest-outsize-info': ({ contest }) => ({ query: { cid: contest.cid } }),
  'GET /api/contest-board': ({ contest }) => ({ query: { cid: contest.cid } }),
  'GET /api/get-contest-scroll-board-info': ({ contest }) => ({ query: { cid: contest.cid } }),
  'GET /api/get-contest-scroll-board-submission': ({ contest }) => ({ query: { cid: contest.cid } }),
  'GET /api/comments': ({ contest }) => ({ query: { cid: contest.cid } }),
  'GET /api/reply': ({ contest, commentId }) => ({ query: { commentId, cid: contest.cid } }),
  'POST /api/comment': ({ contest }) => ({ body: { cid: contest.cid, content: 'Is B about sums?' } }),
  // The group's contest calls, on a site contest (docs/api/group-contest.md).
  'GET /api/group/contest': ({ contest }) => ({ query: { cid: contest.cid } }),
  'DELETE /api/group/contest': ({ contest }) => ({ query: { cid: contest.cid } }),
  'PUT /api/group/change-contest-visible': ({ contest }) => ({ query: { cid: contest.cid, visible: false } }),
  'GET /api/group/get-contest-problem-list': ({ contest }) => ({ query: { cid: contest.cid } }),
  'GET /api/group/contest-problem': ({ contest, program }) => ({
    query: { cid: contest.cid, pid: program.pid },
  }),
  'PUT /api/group/contest-problem': ({ contest, program }) => ({
    body: { cid: contest.cid, pid: program.pid, displayId: 'B', displayTitle: 'Sum', color: null },
  }),
  'DELETE /api/group/contest-problem': ({ contest, program }) => ({
    query: { pid: program.pid, cid: contest.cid },
  }),
  'POST /api/group/add-contest-problem-from-public': async ({ contest }) => ({
    body: { pid: (await problemWith()).pid, cid: contest.cid, displayId: unique('P') },
  }),
  'POST /api/group/add-contest-problem-from-group': ({ contest, program }) => ({
    query: { problemId: program.problemId, cid: contest.cid, displayId: unique('G') },
  }),
  'GET /api/group/get-contest-announcement-list': ({ contest }) => ({ query: { cid: contest.cid } }),
  'POST /api/group/contest-announcement': ({ contest }) => ({
    body: { cid: contest.cid, announcement: { title: 'Notice', content: 'For the contest', status: 0 } },
  }),
  'PUT /api/group/contest-announcement': ({ contest }) => ({
    body: { cid: contest.cid, announcement: { id: 1, title: 'Notice', content: 'Changed', status: 0 } },
  }),
  'DELETE /api/group/contest-announcement': ({ contest }) => ({ query: { aid: 1, cid: contest.cid } }),
};

/** The group's contest calls answer a site contest as one that does not exist, to its admins too. */
const siteContestNotAGroups = { creator: 404, root: 404 } as const;

/**
 * What an admin of the contest is answered, where it is not success: only the group's contest calls,
 * which manage group contests and answer a site contest as not found. The outside board (its
 * `openRank` on) opens to a hidden contest's admins too, as every call naming it does (the routes'
 * `sight`); the edge, which forwards no login, still keeps only a visitor's answer.
 */
const adminAnswers: Record<string, Partial<Record<Who, number>>> = {
  'GET /api/group/contest': siteContestNotAGroups,
  'DELETE /api/group/contest': siteContestNotAGroups,
  'PUT /api/group/change-contest-visible': siteContestNotAGroups,
  'GET /api/group/get-contest-problem-list': siteContestNotAGroups,
  'GET /api/group/contest-problem': siteContestNotAGroups,
  'PUT /api/group/contest-problem': siteContestNotAGroups,
  'DELETE /api/group/contest-problem': siteContestNotAGroups,
  'POST /api/group/add-contest-problem-from-public': siteContestNotAGroups,
  'POST /api/group/add-contest-problem-from-group': siteContestNotAGroups,
  'GET /api/group/get-contest-announcement-list': siteContestNotAGroups,
  'POST /api/group/contest-announcement': siteContestNotAGroups,
  'PUT /api/group/contest-announcement': siteContestNotAGroups,
  'DELETE /api/group/contest-announcement': siteContestNotAGroups,
};

interface Answer {
  httpStatus: number;
  status: number;
  msg: string;
  data: unknown;
}

/** One call as `who`; a file answered instead of an envelope counts as a 200 with the file as data. */
async function send(url: string, call: CallDefinition, request: Request, token?: string): Promise<Answer> {
  const headers: Record<string, string> = { 'accept-language': 'en-US' };
  if (token) headers.authorization = token;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${url}${withQuery(call.path, request.query)}`, {
    method: call.method,
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  if (!(response.headers.get('content-type') ?? '').includes('application/json'))
    return { httpStatus: response.status, status: response.status, msg: '', data: await response.blob() };
  const envelope = (await response.json()) as Envelope<unknown>;
  return { httpStatus: response.status, ...envelope };
}

let url: string;
let hidden: Hidden;
let tokens: Record<Who, string | undefined>;
let roles: Record<Who, RoleCode | undefined>;

beforeAll(async () => {
  ({ url } = useLocalStack());
  const [creator, root, student, contestant] = await Promise.all([
    account(roleCodes.admin),
    account(roleCodes.superAdmin),
    account(),
    account(),
  ]);
  tokens = {
    visitor: undefined,
    student: student.token,
    contestant: contestant.token,
    creator: creator.token,
    root: root.token,
  };
  roles = {
    visitor: undefined,
    student: roleCodes.defaultUser,
    contestant: roleCodes.defaultUser,
    creator: roleCodes.admin,
    root: roleCodes.superAdmin,
  };
  const [quiz, program] = await Promise.all([quizProblem(), problemWith()]);
  const contest = await storeContest({
    uid: creator.uid,
    author: creator.username,
    title: 'Hidden contest',
    auth: contestAuthCode.private,
    pwd: password,
    openPrint: true,
    openRank: true,
  });
  await linkContestProblems(contest.cid, { A: quiz, B: program });

  // While it is shown, a contestant registers, hands in the quiz and prints; its admins publish.
  const as = (who: Account, key: string, request: Request) => {
    const call = allCalls.find((definition) => callKey(definition) === key) as CallDefinition;
    return send(url, call, request, who.token);
  };
  const ok = (answer: Answer) => {
    expect(answer.status, answer.msg).toBe(200);
    return answer.data;
  };
  ok(await as(contestant, 'POST /api/register-contest', { body: { cid: contest.cid, password } }));
  const submitted = ok(
    await as(contestant, 'POST /api/submit-problem-judge', {
      body: { pid: quiz.pid, cid: contest.cid, language: 'Quiz', code: fullMarks },
    }),
  ) as { submitId: number };
  ok(await as(contestant, 'POST /api/submit-print-text', { body: { cid: contest.cid, content: printText } }));
  ok(
    await as(creator, 'POST /api/admin/contest/announcement', {
      body: { cid: contest.cid, announcement: { title: 'Welcome', content: 'Good luck', status: 0 } },
    }),
  );
  const announcements = ok(
    await as(creator, 'GET /api/admin/contest/announcement', { query: { cid: contest.cid } }),
  ) as { records: { id: number }[] };
  const comment = ok(
    await as(root, 'POST /api/comment', { body: { cid: contest.cid, content: 'Ask here' } }),
  ) as { id: number };
  const balloons = ok(await as(creator, 'GET /api/get-contest-ac-info', { query: { cid: contest.cid } })) as {
    records: { id: number }[];
  };
  const prints = ok(await as(creator, 'GET /api/get-contest-print', { query: { cid: contest.cid } })) as {
    records: { id: number }[];
  };
  ok(
    await as(creator, 'PUT /api/admin/contest/change-contest-visible', {
      query: { cid: contest.cid, visible: false },
    }),
  );
  hidden = {
    contest: { ...contest, visible: false },
    quiz,
    program,
    contestantSubmitId: submitted.submitId,
    acRecordId: balloons.records[0]?.id ?? 0,
    printId: prints.records[0]?.id ?? 0,
    announcementId: announcements.records[0]?.id ?? 0,
    commentId: comment.id,
    contestant,
  };
});

describe('the calls that name a contest', () => {
  it('are found from the call definitions, and each has a request to make', () => {
    expect(contestCalls.length).toBeGreaterThan(40);
    for (const key of Object.keys(cidNamesSomethingElse))
      expect(
        allCalls.some((call) => callKey(call) === key && namesContest(call)),
        key,
      ).toBe(true);
    expect(contestCalls.map(callKey).filter((key) => !(key in requests))).toEqual([]);
  });
});

describe('a hidden contest', () => {
  /** Every call in turn as `who`: what each answered, and what the walk expected instead. */
  async function walk(who: Who): Promise<string[]> {
    const notFound = `The contest does not exist: ${hidden.contest.cid}`;
    const wrong: string[] = [];
    for (const call of contestCalls) {
      const key = callKey(call);
      const make = requests[key];
      if (!make) continue;
      const access = accessOf(key) ?? 'root';
      const role = roles[who];
      let answer = await send(url, call, await make(hidden), tokens[who]);
      // The site's interval between two submissions of one account, not a rule of the contest.
      for (let wait = 0; answer.msg.startsWith('operation too fast') && wait < 8; wait++) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        answer = await send(url, call, await make(hidden), tokens[who]);
      }
      const seen = `${key} as ${who}: ${answer.status} ${answer.msg}`;
      const admin = who === 'creator' || who === 'root';
      if (role === undefined) {
        // A visitor: asked to log in first, or, where a call answers visitors, told it does not exist.
        const refused = answer.status === 401 || (access === 'anyone' && answer.msg === notFound);
        if (!refused) wrong.push(`${seen} (expected a login or "${notFound}")`);
      } else if (role !== undefined && !roleSatisfies(role, access)) {
        if (answer.httpStatus !== 403) wrong.push(`${seen} (expected 403 for the role)`);
      } else if (!admin) {
        if (answer.status !== 404 || answer.msg !== notFound) wrong.push(`${seen} (expected "${notFound}")`);
      } else {
        const expected = adminAnswers[key]?.[who] ?? 200;
        if (answer.status !== expected) wrong.push(`${seen} (expected ${expected})`);
      }
    }
    return wrong;
  }

  it.each<Who>(['visitor', 'student', 'contestant'])(
    'answers every call that names it as if it did not exist, to a %s',
    async (who) => {
      expect(await walk(who)).toEqual([]);
    },
  );

  it.each<Who>(['creator', 'root'])('answers every call that names it to its admin, the %s', async (who) => {
    expect(await walk(who)).toEqual([]);
  });
});
