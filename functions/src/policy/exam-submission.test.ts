import { describe, expect, it } from 'vitest';
import { judgeStatus } from '@oj/shared';
import { allowed, refused } from './decision';
import { examSubmission, type ExamSubmitFacts } from './exam-submission';

const { accepted, partialAccepted, wrongAnswer, pending, compileError } = judgeStatus;

/** Earlier submissions with ids 1, 2, … in the given statuses. */
const earlier = (...statuses: number[]) => statuses.map((status, index) => ({ submitId: index + 1, status }));

const facts = (fields: Partial<ExamSubmitFacts>): ExamSubmitFacts => ({
  exempt: false,
  submitLimit: 3,
  paper: false,
  earlier: [],
  releasedThrough: 0,
  ...fields,
});

describe('examSubmission', () => {
  it.each<[string, Partial<ExamSubmitFacts>, ReturnType<typeof examSubmission>]>([
    ['lets the first submission to a problem in', {}, allowed],
    ['lets the last submission under the limit in', { earlier: earlier(wrongAnswer, wrongAnswer) }, allowed],
    [
      'refuses the submission past the limit, naming it',
      { earlier: earlier(wrongAnswer, compileError, pending) },
      refused('examSubmitLimitReached', { limit: 3 }),
    ],
    [
      'keeps counting submissions an exam admin released',
      { paper: true, earlier: earlier(accepted, wrongAnswer, wrongAnswer), releasedThrough: 1 },
      refused('examSubmitLimitReached', { limit: 3 }),
    ],
    [
      'locks the paper once it was accepted',
      { paper: true, earlier: earlier(accepted) },
      refused('examPaperLocked'),
    ],
    [
      'locks the paper once it was partially accepted',
      { paper: true, earlier: earlier(wrongAnswer, partialAccepted) },
      refused('examPaperLocked'),
    ],
    [
      'leaves the paper open after a paper that scored nothing',
      { paper: true, earlier: earlier(wrongAnswer) },
      allowed,
    ],
    ['never locks a programming problem', { earlier: earlier(accepted, partialAccepted) }, allowed],
    [
      'unlocks the paper for a user an exam admin released',
      { paper: true, earlier: earlier(partialAccepted), releasedThrough: 1 },
      allowed,
    ],
    [
      'locks again after a paper handed in since the release',
      { paper: true, earlier: earlier(partialAccepted, accepted), releasedThrough: 1 },
      refused('examPaperLocked'),
    ],
    [
      'exempts contest admins from the lock and the limit',
      { exempt: true, paper: true, earlier: earlier(accepted, accepted, accepted) },
      allowed,
    ],
  ])('%s', (_case, fields, decision) => {
    expect(examSubmission(facts(fields))).toEqual(decision);
  });
});
