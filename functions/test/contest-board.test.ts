import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  contestRules,
  contestType,
  judgeStatus,
  roleCodes,
  type AcmContestRankRow,
  type OiContestRankRow,
  type StoredContest,
} from '@oj/shared';
import { callApi, sessionToken, useLocalStack, type ApiAnswer } from './local-stack';
import { storeContestAB, storeJudgedContestSubmission } from './contest-fixtures';
import { account } from './submission-fixtures';
import { capacityOf } from './submissions-kit';
import { changeJudgeState } from '../src/data/submissions/change-judge-state';
import type { Submission } from '../src/data/submissions/submission-item';
import { deleteContest } from '../src/data/contests/delete-contest';
import { dynamo, tableName } from '../src/data/dynamo-client';
import { boardHeadKey, boardShardPartition } from '../src/data/contest-boards/board-keys';
import { contestProblemKey } from '../src/data/contests/contest-keys';
import { buildBoardSnapshot, rowsSettleMs } from '../src/modules/contest-rank/build-board-snapshot';
import { freshSnapshot, snapshotMinAgeMs } from '../src/modules/contest-rank/fresh-snapshot';

type Page<Row> = { records: Row[]; total: number };

/** The value, failing the test when it is missing. */
function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is missing`);
  return value;
}
type Session = { token: string; uid: string };

const minuteMs = 60_000;
let url: string;
let root: Session;
beforeAll(async () => {
  ({ url } = useLocalStack());
  root = await sessionToken(roleCodes.superAdmin);
});

const rank = <Row>(body: Record<string, unknown>, token: string | null = root.token) =>
  callApi<Page<Row>>(`${url}/api/get-contest-rank`, {
    method: 'POST',
    token: token ?? undefined,
    headers: { 'accept-language': 'en-US' },
    body: JSON.stringify(body),
  });
const outside = <Row>(body: Record<string, unknown>) =>
  callApi<Page<Row>>(`${url}/api/get-contest-outside-scoreboard`, {
    method: 'POST',
    headers: { 'accept-language': 'en-US' },
    body: JSON.stringify(body),
  });

function ok<T>(answer: ApiAnswer<T>): T {
  expect(answer.envelope.status, answer.envelope.msg).toBe(200);
  return answer.envelope.data;
}

/** A contest with problems A and B, started `startedMinutesAgo` ago, lasting `lengthMinutes`. */
const contestWith = (overrides: Partial<StoredContest>, startedMinutesAgo = 180, lengthMinutes = 300) =>
  storeContestAB(overrides, { firstPid: 900_000, startedMinutesAgo, lengthMinutes });

/** A contestant without an account: the board takes the submission's username. */
const contestantNamed = (name: string) => ({ uid: `u${randomUUID().replaceAll('-', '')}`, username: name });

/** A contest submission stored with its verdict already set, `minutes` after the contest's start. */
async function submit(
  contest: StoredContest,
  who: { uid: string; username: string },
  displayId: string,
  minutes: number,
  status: number,
  extra: Partial<Submission> = {},
): Promise<Submission> {
  const pid = displayId === 'A' ? 900_000 : 900_001;
  return storeJudgedContestSubmission(contest, who, { pid, displayId }, minutes, status, extra);
}

const { accepted: AC, wrongAnswer: WA, compileError: CE, pending } = judgeStatus;
const acmLine = (row: AcmContestRankRow) => [row.username.split('-')[1], row.rank, row.ac, row.totalTime];

describe('the ACM board', () => {
  let contest: StoredContest;
  const tag = randomUUID().slice(0, 6);
  const [alice, bob, carol, dave, erin] = ['alice', 'bob', 'carol', 'dave', 'erin'].map((name) =>
    contestantNamed(`${tag}-${name}`),
  ) as [
    ReturnType<typeof contestantNamed>,
    ReturnType<typeof contestantNamed>,
    ReturnType<typeof contestantNamed>,
    ReturnType<typeof contestantNamed>,
    ReturnType<typeof contestantNamed>,
  ];
  let bobOnA: Submission;

  beforeAll(async () => {
    // Started three hours ago, frozen from an hour ago (minute 120) to the end.
    contest = await contestWith({
      sealRank: true,
      sealRankTime: new Date(Date.now() - 60 * minuteMs).toISOString(),
      starAccount: [dave.username],
      awardType: 2,
      awardConfigList: [
        { priority: 1, name: 'Gold', background: '#e6bf25', color: '#fff', num: 1 },
        { priority: 2, name: 'Silver', background: '#e6e6e6', color: '#000', num: 1 },
        { priority: 3, name: 'Bronze', background: '#c26b29', color: '#fff', num: 1 },
      ],
    });
    await submit(contest, dave, 'A', 1, AC);
    await submit(contest, alice, 'A', 5, WA);
    bobOnA = await submit(contest, bob, 'A', 8, AC);
    await submit(contest, bob, 'B', 9, CE);
    await submit(contest, alice, 'A', 10, AC);
    await submit(contest, alice, 'B', 20, AC);
    await submit(contest, carol, 'B', 20, AC);
    await submit(contest, carol, 'A', 30, AC);
    await submit(contest, bob, 'B', 30, AC);
    await submit(contest, erin, 'A', 100, WA);
    await submit(contest, erin, 'A', 130, AC);
    await submit(contest, erin, 'B', 140, pending);
  });

  it('ranks by solved then penalty, ties sharing a rank, a star account at -1, for an admin', async () => {
    const page = ok(await rank<AcmContestRankRow>({ cid: contest.cid }));
    expect(page.records.map(acmLine)).toEqual([
      ['bob', 1, 2, 8 * 60 + 30 * 60],
      ['alice', 2, 2, 10 * 60 + 20 * 60 + 20 * 60],
      ['carol', 2, 2, 30 * 60 + 20 * 60],
      ['dave', -1, 1, 60],
      ['erin', 4, 1, 130 * 60 + 20 * 60],
    ]);
    expect(page.total).toBe(5);
  });

  it('marks first blood per problem, never for a star, and the earlier submission on a tie in time', async () => {
    const page = ok(await rank<AcmContestRankRow>({ cid: contest.cid }));
    const firsts = page.records.flatMap((row) =>
      Object.entries(row.submissionInfo)
        .filter(([, cell]) => cell.isFirstAC)
        .map(([displayId]) => `${displayId}:${row.username.split('-')[1]}`),
    );
    expect(firsts.sort()).toEqual(['A:bob', 'B:alice']);
    const alices = present(
      page.records.find((row) => row.username === alice.username),
      'alice',
    );
    expect(alices.submissionInfo.A).toEqual({ errorNum: 1, isAC: true, ACTime: 600, isFirstAC: false });
  });

  it('gives awards by number, tied rows sharing their tier, stars winning nothing', async () => {
    const page = ok(await rank<AcmContestRankRow>({ cid: contest.cid }));
    expect(page.records.map((row) => [row.username.split('-')[1], row.awardName ?? null])).toEqual([
      ['bob', 'Gold'],
      ['alice', 'Silver'],
      ['carol', 'Silver'],
      ['dave', null],
      ['erin', null],
    ]);
  });

  it('gives awards by proportion of the ranked contestants, rounded down (10 %, 20 %, 30 % of ten)', async () => {
    const proportional = await contestWith({
      awardType: 1,
      awardConfigList: [...contestRules.defaultAwards],
    });
    const names = Array.from({ length: 10 }, (_, index) => contestantNamed(`${tag}-p${index + 1}`));
    for (const [index, who] of names.entries()) await submit(proportional, who, 'A', index + 1, AC);
    const page = ok(await rank<AcmContestRankRow>({ cid: proportional.cid }));
    expect(page.records.map((row) => [row.username.split('-')[1], row.rank, row.awardName ?? null])).toEqual([
      ['p1', 1, '金牌'],
      ['p2', 2, '银牌'],
      ['p3', 3, '银牌'],
      ['p4', 4, '铜牌'],
      ['p5', 5, '铜牌'],
      ['p6', 6, '铜牌'],
      ['p7', 7, null],
      ['p8', 8, null],
      ['p9', 9, null],
      ['p10', 10, null],
    ]);
  });

  it('shows a contestant the frozen board, with tries from the seal on pending', async () => {
    const viewer = await account();
    const page = ok(await rank<AcmContestRankRow>({ cid: contest.cid }, viewer.token));
    const erins = present(
      page.records.find((row) => row.username === erin.username),
      'erin',
    );
    expect([erins.rank, erins.ac, erins.total]).toEqual([4, 0, 3]);
    expect(erins.submissionInfo).toEqual({ A: { errorNum: 1, tryNum: 1 }, B: { errorNum: 0, tryNum: 1 } });
  });

  it('drops star rows with removeStar, keeping the others’ ranks', async () => {
    const page = ok(await rank<AcmContestRankRow>({ cid: contest.cid, removeStar: true }));
    expect(page.records.map(acmLine).map((line) => line[0])).toEqual(['bob', 'alice', 'carol', 'erin']);
    expect(present(page.records.at(-1), 'last row').rank).toBe(4);
  });

  it('moves the board when a verdict changes exactly as a full rebuild computes it', async () => {
    expect(await changeJudgeState({ from: bobOnA, set: { status: WA } })).toBe(true);
    const deadline = Date.now() + 5_000;
    let page = ok(await rank<AcmContestRankRow>({ cid: contest.cid }));
    while (present(page.records[0], 'first row').username === bob.username && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      page = ok(await rank<AcmContestRankRow>({ cid: contest.cid }));
    }
    expect(page.records.map(acmLine).slice(0, 3)).toEqual([
      ['alice', 1, 2, 3000],
      ['carol', 1, 2, 3000],
      ['dave', -1, 1, 60],
    ]);
    const rebuilt = ok(await rank<AcmContestRankRow>({ cid: contest.cid, forceRefresh: true }));
    expect(rebuilt).toEqual(page);
    const { Item } = await dynamo().send(
      new GetCommand({
        TableName: tableName(),
        Key: contestProblemKey(contest.cid, 'A'),
        ConsistentRead: true,
      }),
    );
    // A: dave, alice, carol and erin accepted (bob's now wrong); seven submissions in all.
    expect([Item?.ac, Item?.total]).toEqual([4, 7]);
  });

  it('serves a snapshot read from rows that had not settled, and rebuilds it once they have', async () => {
    const view = { frozen: false, containsEnd: false, removeStar: false };
    await submit(contest, erin, 'B', 150, WA);
    const unsettled = await buildBoardSnapshot(contest, view, null);
    expect(unsettled.settled).toBe(false);
    // Nothing changes meanwhile: only the settle rule makes the next read rebuild.
    await new Promise((resolve) => setTimeout(resolve, Math.max(rowsSettleMs, snapshotMinAgeMs) + 100));
    const served = await freshSnapshot(contest, view, Date.now());
    expect(served.settled).toBe(true);
    expect(served.revision).toBe(unsettled.revision);
    expect(served.builtAt).toBeGreaterThan(unsettled.builtAt);
    expect(await freshSnapshot(contest, view, Date.now())).toEqual(served);
  });
});

describe('the OI board', () => {
  it.each([
    ['Recent', 40],
    ['Highest', 100],
  ] as const)('with %s counts a score of %i', async (oiRankScoreType, expected) => {
    const contest = await contestWith({ type: contestType.oi, oiRankScoreType });
    const who = contestantNamed(`oi-${randomUUID().slice(0, 6)}`);
    await submit(contest, who, 'A', 10, AC, { score: 100, timeMs: 15 });
    await submit(contest, who, 'A', 20, judgeStatus.partialAccepted, { score: 40, timeMs: 9 });
    const page = ok(await rank<OiContestRankRow>({ cid: contest.cid }));
    expect(page.records[0]).toMatchObject({ totalScore: expected, submissionInfo: { A: expected } });
  });
});

describe('after-contest submissions', () => {
  it('stay off the board unless containsEnd, and then never count', async () => {
    const contest = await contestWith({ allowEndSubmit: true }, 400, 300);
    const late = contestantNamed(`late-${randomUUID().slice(0, 6)}`);
    const onTime = contestantNamed(`ontime-${randomUUID().slice(0, 6)}`);
    await submit(contest, onTime, 'A', 10, AC);
    await submit(contest, late, 'A', 350, AC);
    const plain = ok(await rank<AcmContestRankRow>({ cid: contest.cid }));
    expect(plain.records.map((row) => row.username)).toEqual([onTime.username]);
    const withEnd = ok(await rank<AcmContestRankRow>({ cid: contest.cid, containsEnd: true }));
    const lateRow = present(
      withEnd.records.find((row) => row.username === late.username),
      'late row',
    );
    expect([lateRow.ac, lateRow.submissionInfo.A?.isAfterContest, lateRow.submissionInfo.A?.isAC]).toEqual([
      0,
      true,
      true,
    ]);
  });
});

describe('pinned rows and paging', () => {
  let contest: StoredContest;
  let viewer: { uid: string; username: string; token: string };
  const others = Array.from({ length: 130 }, (_, index) =>
    contestantNamed(`p${String(index).padStart(3, '0')}`),
  );

  beforeAll(async () => {
    contest = await contestWith({ openRank: true });
    viewer = await account();
    await Promise.all(others.map((who, index) => submit(contest, who, 'A', 10 + (index % 50), AC)));
    await submit(contest, viewer, 'B', 200, WA);
  }, 120_000);

  it('copies the viewer’s row and the concerned rows to the top of page 1, counted in total', async () => {
    const concerned = present(others[7], 'a contestant').uid;
    const page = ok(
      await rank<AcmContestRankRow>(
        { cid: contest.cid, concernedList: [concerned], limit: 10 },
        viewer.token,
      ),
    );
    expect(page.total).toBe(131 + 2);
    expect(page.records.slice(0, 2).map((row) => row.uid)).toEqual([viewer.uid, concerned]);
    expect(present(page.records[2], 'first board row').rank).toBe(1);
  });

  it('reads page 3 of a 130-row board for the same read units as page 1', async () => {
    const first = await rank<AcmContestRankRow>({ cid: contest.cid, currentPage: 1, limit: 50 });
    const again = await rank<AcmContestRankRow>({ cid: contest.cid, currentPage: 1, limit: 50 });
    const third = await rank<AcmContestRankRow>({ cid: contest.cid, currentPage: 3, limit: 50 });
    expect(ok(third).records).toHaveLength(31);
    expect(ok(first).records).toHaveLength(50);
    expect(capacityOf(third).read).toBe(capacityOf(again).read);
    expect(capacityOf(third).read).toBeLessThanOrEqual(4);
  });

  it('serves the outside board to a visitor when openRank is on, and refuses it otherwise', async () => {
    const page = ok(await outside<AcmContestRankRow>({ cid: contest.cid, limit: 10 }));
    expect(page.total).toBe(131);
    const closed = await contestWith({});
    const refused = await outside({ cid: closed.cid });
    expect(refused.envelope.status).toBe(403);
    expect(refused.envelope.msg).toContain('not open to visitors');
  });

  it('searches by keyword on the shown name', async () => {
    const page = ok(await rank<AcmContestRankRow>({ cid: contest.cid, keyword: 'p12' }));
    expect(page.records.map((row) => row.username).sort()).toEqual([
      'p120',
      'p121',
      'p122',
      'p123',
      'p124',
      'p125',
      'p126',
      'p127',
      'p128',
      'p129',
    ]);
  });
});

describe('deleting a contest', () => {
  it('removes its board rows and head', async () => {
    const contest = await contestWith({});
    const who = contestantNamed(`gone-${randomUUID().slice(0, 6)}`);
    await submit(contest, who, 'A', 10, AC);
    ok(await rank({ cid: contest.cid }));
    await deleteContest(contest.cid);
    const head = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: boardHeadKey(contest.cid), ConsistentRead: true }),
    );
    expect(head.Item).toBeUndefined();
    for (let shard = 0; shard < 8; shard += 1) {
      const rows = await dynamo().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': boardShardPartition(contest.cid, shard) },
        }),
      );
      expect(rows.Items ?? []).toEqual([]);
    }
  });
});
