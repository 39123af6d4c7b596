import { describe, expect, it } from 'vitest';
import { judgeStatus as s } from '../../judge/judge-status';
import { type AcmCell, acmCellPenalty, acmCellView, foldAcmCell } from './acm-cell';
import type { BoardSubmission } from './board-facts';
import { frozenClock, realTimeClock, submitted } from './board-test-kit';

const real = { clock: realTimeClock, containsEnd: false };
const frozen = { clock: frozenClock, containsEnd: false };
const withEnd = { clock: realTimeClock, containsEnd: true };

describe('foldAcmCell', () => {
  it.each<[string, BoardSubmission[], typeof real, AcmCell]>([
    ['an untried problem is an empty cell', [], real, { errorNum: 0 }],
    [
      'two wrong answers then an accept at 30 minutes make errorNum 2 and ACTime 1800',
      [submitted(1, 10, s.wrongAnswer), submitted(2, 20, s.timeLimitExceeded), submitted(3, 30, s.accepted)],
      real,
      { errorNum: 2, isAC: true, ACTime: 1800, acSubmitId: 3 },
    ],
    [
      'tries after the first accept are ignored',
      [submitted(1, 30, s.accepted), submitted(2, 40, s.wrongAnswer), submitted(3, 50, s.pending)],
      real,
      { errorNum: 0, isAC: true, ACTime: 1800, acSubmitId: 1 },
    ],
    [
      'compile errors, system errors and cancelled judges cost nothing and are not tries',
      [
        submitted(1, 5, s.compileError),
        submitted(2, 6, s.systemError),
        submitted(3, 7, s.cancelled),
        submitted(4, 8, s.accepted),
      ],
      real,
      { errorNum: 0, isAC: true, ACTime: 480, acSubmitId: 4 },
    ],
    [
      'every rejected verdict is a try, partial acceptance and presentation errors included',
      [
        submitted(1, 1, s.presentationError),
        submitted(2, 2, s.memoryLimitExceeded),
        submitted(3, 3, s.runtimeError),
        submitted(4, 4, s.partialAccepted),
      ],
      real,
      { errorNum: 4 },
    ],
    [
      'a submission still being judged counts in tryNum and is shown pending',
      [submitted(1, 10, s.wrongAnswer), submitted(2, 20, s.judging), submitted(3, 21, s.pending)],
      real,
      { errorNum: 1, tryNum: 2 },
    ],
    [
      'submissions are read by time then submit id, whatever order they come in',
      [submitted(3, 30, s.accepted), submitted(2, 30, s.wrongAnswer), submitted(1, 10, s.wrongAnswer)],
      real,
      { errorNum: 2, isAC: true, ACTime: 1800, acSubmitId: 3 },
    ],
    [
      'a frozen view hides every try from the seal time on and counts it in tryNum',
      [submitted(1, 100, s.wrongAnswer), submitted(2, 240, s.wrongAnswer), submitted(3, 250, s.accepted)],
      frozen,
      { errorNum: 1, tryNum: 2 },
    ],
    [
      'the real-time view of the same tries shows the solve and its penalty',
      [submitted(1, 100, s.wrongAnswer), submitted(2, 240, s.wrongAnswer), submitted(3, 250, s.accepted)],
      real,
      { errorNum: 2, isAC: true, ACTime: 15_000, acSubmitId: 3 },
    ],
    [
      'a problem solved before the freeze stays solved and ignores later hidden tries',
      [submitted(1, 100, s.accepted), submitted(2, 250, s.wrongAnswer)],
      frozen,
      { errorNum: 0, isAC: true, ACTime: 6000, acSubmitId: 1 },
    ],
    [
      'a submission made exactly at the seal time is hidden',
      [submitted(1, 240, s.accepted)],
      frozen,
      { errorNum: 0, tryNum: 1 },
    ],
    [
      'after-contest submissions are left out of the board by default',
      [submitted(1, 10, s.wrongAnswer), submitted(2, 300, s.wrongAnswer), submitted(3, 310, s.accepted)],
      real,
      { errorNum: 1 },
    ],
    [
      'with containsEnd an after-contest accept marks the cell without rejected after-contest tries',
      [submitted(1, 10, s.wrongAnswer), submitted(2, 300, s.wrongAnswer), submitted(3, 310, s.accepted)],
      withEnd,
      { errorNum: 1, isAC: true, ACTime: 18_600, acSubmitId: 3, isAfterContest: true },
    ],
    [
      'an after-contest accept does not replace a solve made in time',
      [submitted(1, 10, s.accepted), submitted(2, 310, s.accepted)],
      withEnd,
      { errorNum: 0, isAC: true, ACTime: 600, acSubmitId: 1 },
    ],
    [
      'a submission flagged after-contest is after the contest even when its time is not',
      [submitted(1, 10, s.accepted, { afterContest: true })],
      real,
      { errorNum: 0 },
    ],
    [
      'submissions before the start never count',
      [submitted(1, -5, s.accepted), submitted(2, 1, s.wrongAnswer)],
      real,
      { errorNum: 1 },
    ],
  ])('%s', (_sentence, submissions, options, expected) => {
    expect(foldAcmCell(submissions, options)).toEqual(expected);
  });

  it('refuses a submission time that is not a date, naming the submission', () => {
    expect(() => foldAcmCell([{ submitId: 9, time: 'soon', status: 0, afterContest: false }], real)).toThrow(
      'submission 9 time is not a date',
    );
  });
});

describe('acmCellPenalty', () => {
  it.each<[string, AcmCell, number]>([
    [
      'a solve costs its time plus 20 minutes per rejected try',
      { errorNum: 2, isAC: true, ACTime: 1800 },
      4200,
    ],
    ['an unsolved cell costs nothing whatever its tries', { errorNum: 5, tryNum: 1 }, 0],
    [
      'an after-contest solve costs nothing',
      { errorNum: 1, isAC: true, ACTime: 18_600, isAfterContest: true },
      0,
    ],
  ])('%s', (_sentence, cell, penalty) => {
    expect(acmCellPenalty(cell)).toBe(penalty);
  });
});

describe('acmCellView', () => {
  it('drops the accepted submission id the board keeps for first-blood ties', () => {
    expect(acmCellView({ errorNum: 0, isAC: true, ACTime: 60, acSubmitId: 7, isFirstAC: true })).toEqual({
      errorNum: 0,
      isAC: true,
      ACTime: 60,
      isFirstAC: true,
    });
  });
});
