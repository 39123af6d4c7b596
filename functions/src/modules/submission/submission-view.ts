import {
  judgeStatus,
  oiRankScore,
  problemType,
  type CallResponse,
  type getAllCaseResult,
  type getSubmissionDetail,
  type getTestJudgeResult,
  type JudgeCaseMode,
  type SubmissionRow,
  type SubtaskOutcome,
} from '@oj/shared';
import { bareTestRunResult } from '@oj/shared/api/test-run-result';
import type { ProblemLabel } from '../../data/submissions/get-problem-labels';
import type { StoredSubmission, SubmissionSummary } from '../../data/submissions/submission-item';
import type { StoredCaseResults } from '../../data/submissions/case-results';
import type { CaseDataHead } from '../../data/problems/case-data-heads';
import type { TestRun } from '../../data/test-runs/test-run-item';
import { getSubmission } from '../../data/submissions/get-submission';
import { problemLabels } from '../../data/submissions/cached-problem-labels';
import { cachedVipDirectory, vipNumberOf, type VipDirectory } from '../../data/users/vip-directory';

/**
 * A submission as lists show it (spec §3); a deleted problem leaves its title empty. The author's vip
 * value comes from the VIP directory, not the account, so a page of rows reads no accounts.
 */
export function submissionRow(
  summary: SubmissionSummary,
  label: ProblemLabel | undefined,
  vips: VipDirectory,
): SubmissionRow {
  const rankScore =
    label?.type === problemType.oi && summary.score !== null
      ? oiRankScore(summary.score, label.difficulty)
      : null;
  return {
    submitId: summary.submitId,
    uid: summary.uid,
    username: summary.username,
    number: vipNumberOf(vips, summary.uid),
    pid: summary.pid,
    displayPid: summary.displayPid,
    cid: summary.cid,
    gid: summary.gid,
    // A contest submission stores the problem's display id in the contest, which is its `displayId`.
    displayId: summary.cid !== 0 ? summary.displayPid : null,
    title: label?.title ?? '',
    status: summary.status,
    score: summary.score,
    oiRankScore: rankScore,
    time: summary.timeMs,
    memory: summary.memoryKb,
    length: summary.length,
    language: summary.language,
    judger: summary.judger,
    isManual: summary.isManual,
    submitTime: summary.submitTime,
    share: summary.share,
  };
}

type SubmissionDetail = CallResponse<typeof getSubmissionDetail>;
type CaseResults = NonNullable<CallResponse<typeof getAllCaseResult>>;
type CaseResult = CaseResults['judgeCaseList'][number];
type CaseLine = StoredCaseResults['cases'][number];

/** The detail page's submission: its row, the code when this viewer may see it, and the error text. */
export function submissionDetailOf(
  submission: StoredSubmission,
  label: ProblemLabel | undefined,
  vips: VipDirectory,
  codeVisible: boolean,
): SubmissionDetail['submission'] {
  return {
    ...submissionRow(submission, label, vips),
    code: codeVisible ? submission.code : null,
    errorMessage: submission.errorMessage,
  };
}

/** A graded quiz paper: the points, and each answer given with its points; null when not graded. */
export function gradedPaperOf(results: StoredCaseResults | undefined): SubmissionDetail['quiz'] {
  if (!results?.quiz) return null;
  return {
    score: results.quiz.score,
    total: results.quiz.total,
    questions: results.cases.map((line) => ({
      seq: line.seq,
      answer: line.userOutput ?? '',
      correct: line.status === judgeStatus.accepted,
      score: line.score,
      fullScore: line.fullScore,
    })),
  };
}

/** One case's result, with the head of its input and answer when there is one (null otherwise). */
export function caseResultOf(line: CaseLine, head: CaseDataHead | undefined): CaseResult {
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

function subtaskResultOf(subtask: SubtaskOutcome, details: CaseResult[]) {
  return {
    groupNum: subtask.groupNum,
    status: subtask.status,
    score: subtask.score,
    ac: subtask.ac,
    total: subtask.total,
    time: subtask.timeMs,
    memory: subtask.memoryKb,
    subtaskDetailList: details,
  };
}

/**
 * The case results as the judge case mode groups them: the subtask modes list subtasks, each with
 * its cases; the other modes list the cases. No results (none yet, or an older round's) list nothing.
 */
export function caseResultsOf(
  judgeCaseMode: JudgeCaseMode,
  results: StoredCaseResults | undefined,
  heads: ReadonlyMap<number, CaseDataHead>,
): CaseResults {
  const cases = (results?.cases ?? []).map((line) => caseResultOf(line, heads.get(line.seq)));
  if (judgeCaseMode === 'subtask_lowest' || judgeCaseMode === 'subtask_average') {
    const subtasks = (results?.subtasks ?? []).map((subtask) =>
      subtaskResultOf(
        subtask,
        cases.filter((line) => line.groupNum === subtask.groupNum),
      ),
    );
    return { judgeCaseMode, judgeCaseList: [], subTaskJudgeCaseVoList: subtasks };
  }
  return { judgeCaseMode, judgeCaseList: cases, subTaskJudgeCaseVoList: [] };
}

/** A run that is compiling or running is still "pending" to its poller (see below). */
const stillRunning: ReadonlySet<number> = new Set([judgeStatus.compiling, judgeStatus.judging]);

/**
 * An Online Test's result; no run (never sent, or older than an hour) is status -10, not submitted.
 * Until the final result the status is 5: clients written for the original server poll while it is
 * 5 (spec §4) and would stop at 6, compiling.
 */
export function testRunResultOf(run: TestRun | undefined): CallResponse<typeof getTestJudgeResult> {
  if (!run) return bareTestRunResult(judgeStatus.notSubmitted);
  return {
    status: stillRunning.has(run.status) ? judgeStatus.pending : run.status,
    time: run.timeMs,
    memory: run.memoryKb,
    stderr: run.stderr,
    userInput: run.userInput,
    expectedOutput: run.expectedOutput,
    userOutput: run.userOutput,
    problemJudgeMode: run.problemJudgeMode ?? null,
  };
}

/** Rows for a page of submissions, with their problems' labels and their authors' vip values. */
export async function submissionRows(summaries: readonly SubmissionSummary[]): Promise<SubmissionRow[]> {
  const [labels, vips] = await Promise.all([
    problemLabels(summaries.map((summary) => summary.pid)),
    cachedVipDirectory(),
  ]);
  return summaries.map((summary) => submissionRow(summary, labels.get(summary.pid), vips));
}

/**
 * A row whose result its viewer may not see (a contest's seal): status -5 ("cannot view") and no
 * score, time, memory or judge, so nothing of the verdict shows through.
 */
export function withResultHidden<Row extends SubmissionRow>(row: Row): Row {
  return {
    ...row,
    status: judgeStatus.cannotView,
    score: null,
    oiRankScore: null,
    time: null,
    memory: null,
    judger: null,
    isManual: false,
  };
}

/**
 * Rows of a contest's submissions: titled as the contest titles its problems (`titles`, by pid; a
 * problem removed from the contest keeps its own title), each result hidden where `shown` says.
 */
export async function contestSubmissionRows(
  summaries: readonly SubmissionSummary[],
  titles: ReadonlyMap<number, string>,
  shown: (summary: SubmissionSummary) => boolean,
): Promise<SubmissionRow[]> {
  const rows = await submissionRows(summaries);
  return summaries.map((summary, index) => {
    const row = rows[index] as SubmissionRow;
    const titled = { ...row, title: titles.get(row.pid) ?? row.title };
    return shown(summary) ? titled : withResultHidden(titled);
  });
}

/** The row of a submission as it is now (a strongly consistent read): what a change answers with. */
export async function currentSubmissionRow(submitId: number): Promise<SubmissionRow | undefined> {
  const submission = await getSubmission(submitId, true);
  if (!submission) return undefined;
  return (await submissionRows([submission]))[0];
}
