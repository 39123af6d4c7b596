import { judgeStatus } from '@oj/shared/judge/judge-status';

/** What the detail page's status banner shows under the status name (spec §2). */
export type BannerKind = 'errorText' | 'runFacts' | 'nameOnly';

const errorTextStatuses: number[] = [
  judgeStatus.compileError,
  judgeStatus.systemError,
  judgeStatus.submitFailed,
];
const runFactStatuses: number[] = [
  judgeStatus.wrongAnswer,
  judgeStatus.timeLimitExceeded,
  judgeStatus.memoryLimitExceeded,
  judgeStatus.presentationError,
  judgeStatus.partialAccepted,
];

/** Compile, system and submit-failed errors show their text; WA, TLE, MLE, PE and PA the run's facts. */
export function bannerKindOf(status: number): BannerKind {
  if (errorTextStatuses.includes(status)) return 'errorText';
  if (runFactStatuses.includes(status)) return 'runFacts';
  return 'nameOnly';
}
