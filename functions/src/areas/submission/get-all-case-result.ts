import { submissionRules, type getAllCaseResult as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { getProblem } from '../../data/problems/get-problem';
import { getCaseResults, getSubmission } from '../../data/submissions/get-submission';
import type { StoredCaseResults } from '../../data/submissions/case-results';
import { caseDataHeads, type CaseDataHead } from '../../data/problems/case-data-heads';
import { areCaseResultsVisible } from '../../policy/submission-visibility';

type CaseLine = StoredCaseResults['cases'][number];

function caseOf(line: CaseLine, heads: ReadonlyMap<number, CaseDataHead>) {
  const head = heads.get(line.seq);
  return {
    seq: line.seq,
    status: line.status,
    score: line.score,
    fullScore: line.fullScore,
    time: line.timeMs,
    memory: line.memoryKb,
    groupNum: line.groupNum,
    userOutput: line.userOutput ?? null,
    inputData: head?.inputData ?? null,
    outputData: head?.outputData ?? null,
  };
}

/**
 * GET /api/get-all-case-result: a submission's per-case results, grouped as its judge case mode
 * says. Admins see them; the owner when the problem opens its case results (a quiz paper's owner
 * always). Anyone else gets null: the detail page asks for every viewer and shows nothing then. Each
 * case carries the head of its input and answer (the problem's current test data), as whoever sees
 * the case results may see the case.
 */
export const getAllCaseResult: Route<typeof call>['handle'] = async ({ query }, context) => {
  const submission = await getSubmission(query.submitId);
  if (!submission) throw new AppError('submissionNotFound', { submitId: query.submitId });
  const problem = await getProblem(submission.pid);
  const isQuiz = submission.language === submissionRules.quizLanguage;
  if (!areCaseResultsVisible(context.user, submission, problem)) return null;

  const results = await getCaseResults(submission.submitId);
  // Results of an older round are not shown for a submission judged again.
  const current = results && results.round === submission.round ? results : undefined;
  const judgeCaseMode = current?.judgeCaseMode ?? problem?.judgeCaseMode ?? 'default';
  const cases = current?.cases ?? [];
  const heads =
    isQuiz || cases.length === 0 ? new Map<number, CaseDataHead>() : await caseDataHeads(submission.pid);
  const toCase = (line: CaseLine) => caseOf(line, heads);
  if (judgeCaseMode === 'subtask_lowest' || judgeCaseMode === 'subtask_average') {
    return {
      judgeCaseMode,
      judgeCaseList: [],
      subTaskJudgeCaseVoList: (current?.subtasks ?? []).map((subtask) => ({
        groupNum: subtask.groupNum,
        status: subtask.status,
        score: subtask.score,
        ac: subtask.ac,
        total: subtask.total,
        time: subtask.timeMs,
        memory: subtask.memoryKb,
        subtaskDetailList: cases.filter((line) => line.groupNum === subtask.groupNum).map(toCase),
      })),
    };
  }
  return { judgeCaseMode, judgeCaseList: cases.map(toCase), subTaskJudgeCaseVoList: [] };
};
