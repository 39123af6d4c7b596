import { isFinalStatus, judgeStatus } from '@oj/shared/judge/judge-status';

/** How one judge status of spec §3 is shown: its short code, its i18n name key and its tag colours. */
export interface JudgeStatusStyle {
  code: number;
  short: string;
  /** Key under `judgeStatus.` in the catalogues. */
  nameKey: string;
  /** Tailwind classes of the tag: background, text and border. */
  tagClass: string;
}

const green = 'bg-emerald-50 text-emerald-700 border-emerald-200';
const red = 'bg-red-50 text-red-600 border-red-200';
const orange = 'bg-orange-50 text-orange-600 border-orange-200';
const amber = 'bg-amber-50 text-amber-700 border-amber-200';
const purple = 'bg-violet-50 text-violet-700 border-violet-200';
const blue = 'bg-blue-50 text-blue-600 border-blue-200';
const teal = 'bg-teal-50 text-teal-700 border-teal-200';
const grey = 'bg-slate-100 text-slate-500 border-slate-200';
const darkRed = 'bg-rose-100 text-rose-800 border-rose-300';

/** Every status code of spec §3, in the order the status filter lists them. */
export const judgeStatusStyles: readonly JudgeStatusStyle[] = [
  { code: judgeStatus.accepted, short: 'AC', nameKey: 'accepted', tagClass: green },
  { code: judgeStatus.wrongAnswer, short: 'WA', nameKey: 'wrongAnswer', tagClass: red },
  { code: judgeStatus.timeLimitExceeded, short: 'TLE', nameKey: 'timeLimitExceeded', tagClass: orange },
  { code: judgeStatus.memoryLimitExceeded, short: 'MLE', nameKey: 'memoryLimitExceeded', tagClass: orange },
  { code: judgeStatus.runtimeError, short: 'RE', nameKey: 'runtimeError', tagClass: purple },
  { code: judgeStatus.compileError, short: 'CE', nameKey: 'compileError', tagClass: amber },
  { code: judgeStatus.presentationError, short: 'PE', nameKey: 'presentationError', tagClass: amber },
  { code: judgeStatus.partialAccepted, short: 'PAC', nameKey: 'partialAccepted', tagClass: teal },
  { code: judgeStatus.systemError, short: 'SE', nameKey: 'systemError', tagClass: darkRed },
  { code: judgeStatus.pending, short: 'PD', nameKey: 'pending', tagClass: blue },
  { code: judgeStatus.compiling, short: 'CP', nameKey: 'compiling', tagClass: blue },
  { code: judgeStatus.judging, short: 'JG', nameKey: 'judging', tagClass: blue },
  { code: judgeStatus.submitting, short: 'SM', nameKey: 'submitting', tagClass: blue },
  { code: judgeStatus.submitFailed, short: 'SF', nameKey: 'submitFailed', tagClass: darkRed },
  { code: judgeStatus.cancelled, short: 'CA', nameKey: 'cancelled', tagClass: grey },
  { code: judgeStatus.cannotView, short: 'SNR', nameKey: 'cannotView', tagClass: grey },
  { code: judgeStatus.notSubmitted, short: 'NS', nameKey: 'notSubmitted', tagClass: grey },
];

const byCode = new Map(judgeStatusStyles.map((style) => [style.code, style]));

/** The style of a status; an unknown code is shown grey under its number. */
export function judgeStatusStyle(code: number): JudgeStatusStyle {
  return byCode.get(code) ?? { code, short: String(code), nameKey: 'unknown', tagClass: grey };
}

/** Whether a status is still on its way to a verdict (shown with a spinner). */
export function isInFlightStatus(code: number): boolean {
  return !isFinalStatus(code);
}
