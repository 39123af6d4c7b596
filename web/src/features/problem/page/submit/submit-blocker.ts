import { codeProblem } from '@oj/shared/api/submission';

/** Why code may not be sent (spec §5), checked in this order, or undefined when it may. */
export type SubmitBlocker = 'loginFirst' | 'empty' | 'tooLong';

export function submitBlocker(loggedIn: boolean, code: string): SubmitBlocker | undefined {
  if (!loggedIn) return 'loginFirst';
  return codeProblem(code);
}
