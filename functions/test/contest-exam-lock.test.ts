import { beforeAll, describe, expect, it } from 'vitest';
import { encodeAnswerSheet, roleCodes, type StoredContest } from '@oj/shared';
import { callApi, sessionToken, useLocalStack } from './local-stack';
import { linkContestProblems, storeContest } from './contest-fixtures';
import { account, english, problemWith, quizProblem, submit } from './submissions-kit';
import type { Problem } from '../src/data/problems/problem-item';

/*
 * The exam lock as the contestant reads it (spec part 2 §4 "Exam lock"): `get-contest-access` answers
 * `examLocked` beside the contract's `access`, so the exam paper shows the lock the submit rules apply,
 * and drops it once an exam admin releases the contestant. Quiz papers are graded on the spot.
 */

type Account = { uid: string; username: string; token: string };

let root: Account;
beforeAll(async () => {
  useLocalStack();
  root = { ...(await sessionToken(roleCodes.superAdmin)), username: 'root' };
});

const fullMarks = encodeAnswerSheet(['B', 'T']);
const noMarks = encodeAnswerSheet(['A', 'F']);

const post = (who: Account, path: string, body: unknown) =>
  callApi<null>(`${useLocalStack().url}${path}`, {
    method: 'POST',
    token: who.token,
    headers: english,
    body: JSON.stringify(body),
  });

/** `get-contest-access`'s answer to `who`, checked to be a success. */
async function accessOf(who: Account, cid: number): Promise<{ access: boolean; examLocked: boolean }> {
  const answer = await callApi<{ access: boolean; examLocked: boolean }>(
    `${useLocalStack().url}/api/get-contest-access?cid=${cid}`,
    { token: who.token, headers: english },
  );
  expect(answer.envelope.status, answer.envelope.msg).toBe(200);
  return answer.envelope.data;
}

/** An answer sheet handed in as `who` to the problem shown as `displayId` (the call takes either). */
const handIn = async (who: Account, cid: number, displayId: number | string, code = fullMarks) => {
  const answer = await submit(who.token, { pid: displayId as number, cid, language: 'Quiz', code });
  expect(answer.envelope.status, answer.envelope.msg).toBe(200);
};

/** A running contest created by `creator` holding `problems` under their display ids. */
async function contestWith(
  creator: Account,
  problems: Record<string, Problem>,
  description: string,
): Promise<StoredContest> {
  const contest = await storeContest({ uid: creator.uid, author: creator.username, description });
  await linkContestProblems(contest.cid, problems);
  return contest;
}

describe('the exam lock in get-contest-access', () => {
  it('is off before the paper is handed in and after a sheet that scored nothing', async () => {
    const creator = await account(roleCodes.admin);
    const contest = await contestWith(creator, { CS1: await quizProblem() }, '[exam, 5]');
    const contestant = await account();
    expect(await accessOf(contestant, contest.cid)).toEqual({ access: true, examLocked: false });
    await handIn(contestant, contest.cid, 'CS1', noMarks);
    expect((await accessOf(contestant, contest.cid)).examLocked).toBe(false);
  });

  it('locks after a scored sheet, opens after the release, and locks again on the next scored sheet', async () => {
    const creator = await account(roleCodes.admin);
    const contest = await contestWith(creator, { CS1: await quizProblem() }, '[exam, 5]');
    const contestant = await account();
    await handIn(contestant, contest.cid, 'CS1');
    expect((await accessOf(contestant, contest.cid)).examLocked).toBe(true);

    const release = await post(creator, '/api/admin/contest/release-exam-lock', {
      cid: contest.cid,
      uid: contestant.uid,
    });
    expect(release.envelope.status, release.envelope.msg).toBe(200);
    expect((await accessOf(contestant, contest.cid)).examLocked).toBe(false);

    await new Promise((resolve) => setTimeout(resolve, 5_100)); // the submit interval
    await handIn(contestant, contest.cid, 'CS1');
    expect((await accessOf(contestant, contest.cid)).examLocked).toBe(true);
  });

  it('knows a paper problem by its own CS id under another display id', async () => {
    const creator = await account(roleCodes.admin);
    const contest = await contestWith(
      creator,
      { A: await problemWith(), B: await quizProblem() },
      '[exam, 5] Term exam',
    );
    const contestant = await account();
    await handIn(contestant, contest.cid, 'B');
    expect((await accessOf(contestant, contest.cid)).examLocked).toBe(true);
  });

  it('never locks the contest’s creator or the super admin', async () => {
    const creator = await account(roleCodes.admin);
    const contest = await contestWith(creator, { CS1: await quizProblem() }, '[exam, 5]');
    for (const admin of [creator, root]) {
      await handIn(admin, contest.cid, 'CS1');
      expect(await accessOf(admin, contest.cid)).toEqual({ access: true, examLocked: false });
    }
  });

  it('is always off outside exam mode', async () => {
    const creator = await account(roleCodes.admin);
    const contest = await contestWith(creator, { CS1: await quizProblem() }, 'An ordinary contest');
    const contestant = await account();
    await handIn(contestant, contest.cid, 'CS1');
    expect((await accessOf(contestant, contest.cid)).examLocked).toBe(false);
  });
});
