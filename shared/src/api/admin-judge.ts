import type { CallDefinition } from './define-call';

/** Super admin calls on judging: rejudge, manual judge, cancel. */
export const adminJudgeCalls: readonly CallDefinition[] = [];
