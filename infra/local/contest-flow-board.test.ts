import { describe, expect, it } from 'vitest';
import { judgeStatus, type AcmContestRankRow } from '@oj/shared';
import {
  boardDifferences,
  boardText,
  cellText,
  expectedBoard,
  type ReportedSubmission,
} from './contest-flow-board';
import type { ContestantNumber } from './contest-flow-plan';

const start = '2026-03-01T08:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(start) + seconds * 1000 + 400).toISOString();
const usernameOf = (contestant: ContestantNumber) => `team${contestant}`;

let nextId = 1_000_000_001;
const sent = (username: string, displayId: string, status: number, seconds: number): ReportedSubmission => ({
  submitId: nextId++,
  username,
  displayId,
  status,
  submitTime: at(seconds),
});

/** The plan's sequence at made-up times (a minute apart), as the contest's list would report it. */
const submissions = [
  sent('team1', 'A', judgeStatus.accepted, 60),
  sent('team2', 'A', judgeStatus.wrongAnswer, 120),
  sent('team3', 'A', judgeStatus.compileError, 180),
  sent('team4', 'C', judgeStatus.wrongAnswer, 240),
  sent('team2', 'A', judgeStatus.accepted, 300),
  sent('team3', 'A', judgeStatus.accepted, 360),
  sent('team4', 'C', judgeStatus.accepted, 420),
  sent('team1', 'B', judgeStatus.wrongAnswer, 480),
  sent('team2', 'B', judgeStatus.accepted, 540),
  sent('team1', 'B', judgeStatus.accepted, 600),
  sent('team4', 'A', judgeStatus.wrongAnswer, 660),
  sent('team1', 'C', judgeStatus.accepted, 720),
];

const cell = (isAC: boolean, errorNum: number, ACTime?: number, isFirstAC?: boolean) => ({
  errorNum,
  ...(isAC ? { isAC, ACTime, isFirstAC } : {}),
});

/** The board a correct server answers for those times. */
function boardRows(): AcmContestRankRow[] {
  const identity = (username: string) => ({
    uid: username,
    username,
    nickname: '',
    realname: '',
    school: '',
    gender: '',
    avatar: '',
    isWinAward: false,
  });
  return [
    {
      ...identity('team1'),
      rank: 1,
      ac: 3,
      total: 4,
      totalTime: 60 + 600 + 1200 + 720,
      submissionInfo: {
        A: cell(true, 0, 60, true),
        B: cell(true, 1, 600, false),
        C: cell(true, 0, 720, false),
      },
    },
    {
      ...identity('team2'),
      rank: 2,
      ac: 2,
      total: 3,
      totalTime: 300 + 1200 + 540,
      submissionInfo: { A: cell(true, 1, 300, false), B: cell(true, 0, 540, true) },
    },
    {
      ...identity('team3'),
      rank: 3,
      ac: 1,
      total: 1,
      totalTime: 360,
      submissionInfo: { A: cell(true, 0, 360, false) },
    },
    {
      ...identity('team4'),
      rank: 4,
      ac: 1,
      total: 3,
      totalTime: 420 + 1200,
      submissionInfo: { A: cell(false, 1), C: cell(true, 1, 420, true) },
    },
  ];
}

describe('the scripted contest’s expected board', () => {
  it('adds each solve’s whole seconds from the start and 20 minutes per rejected try before it, compile errors free', () => {
    expect(
      expectedBoard(usernameOf, start, submissions).map(({ username, rank, ac, totalTime }) => [
        username,
        rank,
        ac,
        totalTime,
      ]),
    ).toEqual([
      ['team1', 1, 3, 60 + 600 + 1200 + 720],
      ['team2', 2, 2, 300 + 1200 + 540],
      ['team3', 3, 1, 360],
      ['team4', 4, 1, 420 + 1200],
    ]);
  });

  it('finds no difference with the board a correct server answers', () => {
    expect(boardDifferences(expectedBoard(usernameOf, start, submissions), boardRows())).toEqual([]);
  });

  it('names what was expected for a wrong penalty, a missing first blood, a swapped order and a pending try', () => {
    const expected = expectedBoard(usernameOf, start, submissions);
    const rows = boardRows();
    const [first, second, third, fourth] = rows as [
      AcmContestRankRow,
      AcmContestRankRow,
      AcmContestRankRow,
      AcmContestRankRow,
    ];
    first.totalTime += 60;
    second.submissionInfo.B = { ...second.submissionInfo.B, errorNum: 0, isFirstAC: false };
    expect(boardDifferences(expected, [first, second, fourth, third])).toEqual([
      'row 1 team1: expected totalTime 2580, got 2640',
      'row 2 team2 B: expected isFirstAC true, got false',
      'row 3: expected team3, got team4',
      'row 4: expected team4, got team3',
    ]);
    expect(boardDifferences(expected, [first])).toContain(
      'expected 4 rows (team1, team2, team3, team4), got 1 (team1)',
    );
    const pending = boardRows();
    (pending[3] as AcmContestRankRow).submissionInfo.A = { errorNum: 1, tryNum: 1 };
    expect(boardDifferences(expected, pending)).toEqual(['row 4 team4 A: 1 tries still pending']);
  });

  it('refuses to count a solve the contest’s submissions do not hold', () => {
    expect(() => expectedBoard(usernameOf, start, submissions.slice(0, -1))).toThrow(
      'no accepted answer of team1 to C',
    );
  });

  it('prints a line per contestant with its solves, tries and starred first bloods', () => {
    expect(boardText(boardRows())).toEqual([
      'rank  username  solved  penalty  A           B           C',
      '1     team1     3       0:43:00  + 0:01:00*  +1 0:10:00  + 0:12:00',
      '2     team2     2       0:34:00  +1 0:05:00  + 0:09:00*  .',
      '3     team3     1       0:06:00  + 0:06:00   .           .',
      '4     team4     1       0:27:00  -1          .           +1 0:07:00*',
    ]);
    expect(cellText({ errorNum: 2, tryNum: 1 })).toBe('-2 ?1');
    expect(cellText({ errorNum: 0 })).toBe('.');
  });
});
