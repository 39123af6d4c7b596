import type { CaseOutcome, JudgeCaseMode, SubtaskOutcome } from '@oj/shared';
import { toItem } from '../kit/versioned-item';
import { caseResultsKey } from './submission-item';

/** What a judged submission keeps of each case, beside the verdict. */
export interface StoredCaseResults {
  submitId: number;
  round: number;
  judgeCaseMode: JudgeCaseMode;
  cases: (CaseOutcome & {
    /** The first bytes of the program's output and of its stderr, for the submission detail. */
    userOutput?: string;
    message?: string;
  })[];
  subtasks: SubtaskOutcome[];
  /** A graded quiz paper: points earned, the paper's total, and each answer given. */
  quiz?: { score: number; total: number; answers: string[] };
}

/** The stored item of a submission's case results, beside the submission. */
export function caseResultsToItem(submitId: number, results: StoredCaseResults) {
  return toItem(caseResultsKey(submitId), 'CaseResults', 1, results);
}
