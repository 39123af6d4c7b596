import { contestRules } from './contest';

/**
 * Exam mode of a contest (spec part 2, §4): the organiser turns it on by starting the contest's
 * description with a bracketed list whose first item is the marker `exam` and whose optional second
 * item is how many times a contestant may submit to each problem, `[exam, 5]`; `[exam]` keeps the
 * default of 20. The marker is read in any letter case; items are separated by a comma (ASCII or the
 * full-width one a Chinese keyboard types); blanks around the list and its items do not matter.
 */
export const examModeMarker = 'exam';

export type ExamMode =
  | { readonly examMode: false }
  | {
      readonly examMode: true;
      /** Submissions each contestant may make to each problem of the contest. */
      readonly submitLimit: number;
    };

const notExam: ExamMode = { examMode: false };

/** The leading bracketed list of a description, without its brackets; undefined when there is none. */
function leadingList(description: string): string | undefined {
  const match = /^\s*\[([^\]\n]*)\]/.exec(description);
  return match?.[1];
}

/**
 * Whether a description puts its contest in exam mode, and the submit limit it gives. A second item
 * that is not a whole number from 1 to 10,000 falls back to the default rather than shutting
 * contestants out: the description is free text, and a typo there must not stop an exam.
 */
export function examModeOf(description: string): ExamMode {
  const list = leadingList(description);
  if (list === undefined) return notExam;
  const [marker, limitText = ''] = list.split(/[,，]/).map((item) => item.trim());
  if (marker?.toLowerCase() !== examModeMarker) return notExam;
  const limit = /^\d{1,5}$/.test(limitText) ? Number(limitText) : 0;
  return {
    examMode: true,
    submitLimit: limit >= 1 && limit <= 10_000 ? limit : contestRules.defaultExamSubmitLimit,
  };
}

/**
 * The exam paper's problems are the objective ones (spec part 2, §4): their display id starts with
 * `CS`, the quiz papers' prefix, whether the contest lists them under such an id or the problem has
 * one of its own.
 */
export function isExamPaperProblem(contestDisplayId: string, problemId: string): boolean {
  return contestDisplayId.startsWith('CS') || problemId.startsWith('CS');
}
