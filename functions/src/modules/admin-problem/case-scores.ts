import { problemDefaults, problemType, type JudgeCaseMode, type ProblemType } from '@oj/shared';
import { AppError } from '../../frame/app-error';

/** A case's full points and subtask number, as the judge will use them. */
export interface CaseScoring {
  score: number;
  groupNum: number;
}

type FormNumber = number | string | undefined;

/** The default OI total split evenly over the cases, the remainder one point each to the last cases. */
export function splitEvenly(total: number, count: number): number[] {
  const share = Math.floor(total / count);
  const remainder = total - share * count;
  return Array.from({ length: count }, (_, index) => share + (index >= count - remainder ? 1 : 0));
}

const isBlank = (value: FormNumber) => value === undefined || String(value).trim() === '';

/** The integer a form field holds, or undefined when it holds something else. */
function integerIn(value: FormNumber): number | undefined {
  const text = String(value).trim();
  if (!/^[-+]?\d+$/.test(text)) return undefined;
  const number = Number(text);
  return Number.isSafeInteger(number) ? number : undefined;
}

const subtaskModes: readonly JudgeCaseMode[] = ['subtask_lowest', 'subtask_average'];

/**
 * Points and subtask numbers of a problem's cases (document 3, §5): in OI every score is an integer
 * of at least 0, or, when no case has one, the default total is split evenly; ACM cases carry none.
 * Subtask modes need every case's group number, a positive integer; other modes ignore it.
 */
export function scoreCases(
  cases: readonly { score?: FormNumber; groupNum?: FormNumber }[],
  type: ProblemType,
  judgeCaseMode: JudgeCaseMode,
): CaseScoring[] {
  const subtasks = subtaskModes.includes(judgeCaseMode);
  const groups = cases.map((testCase, index) => {
    const group = integerIn(testCase.groupNum);
    if (subtasks && (group === undefined || group < 1))
      throw new AppError('groupNumRequired', { seq: index + 1 });
    return group !== undefined && group >= 1 ? group : 1;
  });
  if (type !== problemType.oi) return groups.map((groupNum) => ({ score: 0, groupNum }));
  if (cases.every((testCase) => isBlank(testCase.score))) {
    const scores = splitEvenly(problemDefaults.ioScore, cases.length);
    return groups.map((groupNum, index) => ({ score: scores[index] ?? 0, groupNum }));
  }
  return cases.map((testCase, index) => {
    const score = integerIn(testCase.score);
    if (score === undefined) throw new AppError('scoreNotInteger', { seq: index + 1 });
    if (score < 0) throw new AppError('scoreNegative', { seq: index + 1 });
    return { score, groupNum: groups[index] ?? 1 };
  });
}
