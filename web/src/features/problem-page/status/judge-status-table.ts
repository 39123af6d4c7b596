import { judgeStatus } from '@oj/shared/judge/judge-status';

/** How a judge status code looks (spec §3): short code, i18n key of its name, and its colour. */
export interface StatusLook {
  short: string;
  nameKey: string;
  /** Tailwind classes of the status tag. */
  tone: string;
}

const success = 'bg-emerald-50 text-emerald-700 ring-emerald-200';
const danger = 'bg-rose-50 text-rose-700 ring-rose-200';
const warning = 'bg-amber-50 text-amber-700 ring-amber-200';
const info = 'bg-sky-50 text-sky-700 ring-sky-200';
const muted = 'bg-slate-100 text-slate-600 ring-slate-200';

export const statusTable: Readonly<Record<number, StatusLook>> = {
  [judgeStatus.notSubmitted]: { short: 'NS', nameKey: 'notSubmitted', tone: muted },
  [judgeStatus.cannotView]: { short: 'SNR', nameKey: 'cannotView', tone: muted },
  [judgeStatus.cancelled]: { short: 'CA', nameKey: 'cancelled', tone: muted },
  [judgeStatus.presentationError]: { short: 'PE', nameKey: 'presentationError', tone: warning },
  [judgeStatus.compileError]: { short: 'CE', nameKey: 'compileError', tone: warning },
  [judgeStatus.wrongAnswer]: { short: 'WA', nameKey: 'wrongAnswer', tone: danger },
  [judgeStatus.accepted]: { short: 'AC', nameKey: 'accepted', tone: success },
  [judgeStatus.timeLimitExceeded]: { short: 'TLE', nameKey: 'timeLimitExceeded', tone: danger },
  [judgeStatus.memoryLimitExceeded]: { short: 'MLE', nameKey: 'memoryLimitExceeded', tone: danger },
  [judgeStatus.runtimeError]: { short: 'RE', nameKey: 'runtimeError', tone: danger },
  [judgeStatus.systemError]: { short: 'SE', nameKey: 'systemError', tone: muted },
  [judgeStatus.pending]: { short: 'PD', nameKey: 'pending', tone: warning },
  [judgeStatus.compiling]: { short: 'CP', nameKey: 'compiling', tone: info },
  [judgeStatus.judging]: { short: 'JG', nameKey: 'judging', tone: info },
  [judgeStatus.partialAccepted]: { short: 'PAC', nameKey: 'partialAccepted', tone: info },
  [judgeStatus.submitting]: { short: 'SG', nameKey: 'submitting', tone: warning },
  [judgeStatus.submitFailed]: { short: 'SF', nameKey: 'submitFailed', tone: muted },
};

/** The look of a status; an unknown code looks like a system error rather than breaking the page. */
export function statusLook(status: number): StatusLook {
  return statusTable[status] ?? (statusTable[judgeStatus.systemError] as StatusLook);
}
