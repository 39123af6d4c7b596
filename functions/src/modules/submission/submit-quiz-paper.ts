import {
  decodeAnswerSheet,
  firstUnanswered,
  submissionRules,
  type QuizPaper,
  type SubmissionRow,
} from '@oj/shared';
import { AppError } from '../../frame/app-error';
import type { RequestUser } from '../../frame/request-context';
import type { Problem } from '../../data/problems/problem-item';
import { nextSubmitId, pendingSubmission } from '../../data/submissions/create-submission';
import { gradeQuizPaper } from '../../data/submissions/grade-quiz-paper';
import { storeGradedSubmission } from '../../data/submissions/store-graded-submission';
import { submissionRow } from './submission-view';
import { cachedVipDirectory } from '../../data/users/vip-directory';
import type { Submission } from '../../data/submissions/submission-item';

/**
 * A quiz paper's answer sheet (spec §4 quiz flow): every question answered (§5), graded at once, and
 * stored final with its per-question results and what its verdict changes in one transaction. Inside
 * a contest it takes its id from the contests' sequence and is stored under the contest's display id.
 */
export async function submitQuizPaper(
  problem: Problem,
  paper: QuizPaper,
  code: string,
  user: RequestUser,
  where: { cid: number; gid: number; tid?: number; displayPid: string },
): Promise<SubmissionRow> {
  const answers = decodeAnswerSheet(code);
  if (!answers || answers.length > paper.questions.length) throw new AppError('quizAnswerSheetInvalid');
  const unanswered = firstUnanswered(paper.questions.length, answers);
  if (unanswered >= 0) throw new AppError('quizQuestionUnanswered', { number: unanswered + 1 });

  const submitId = await nextSubmitId(where.cid !== 0, where.gid !== 0);
  const verdict = gradeQuizPaper(paper, answers, submitId, 1);
  const submission: Submission = {
    ...pendingSubmission({
      submitId,
      uid: user.uid,
      username: user.username,
      pid: problem.pid,
      displayPid: where.displayPid,
      language: submissionRules.quizLanguage,
      code,
    }),
    cid: where.cid,
    gid: where.gid,
    tid: where.tid ?? 0,
    // Final at once: graded here, never queued.
    status: verdict.status,
    score: verdict.score,
    timeMs: 0,
    memoryKb: 0,
  };
  await storeGradedSubmission(submission, verdict.caseResults, problem);
  return submissionRow(
    { ...submission, length: Buffer.byteLength(code, 'utf8') },
    { title: problem.title, difficulty: problem.difficulty, type: problem.type },
    await cachedVipDirectory(),
  );
}
