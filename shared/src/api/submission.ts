import type { CallDefinition } from './define-call';

/** The submission area: submitting, Online Tests, lists and details, sharing. */
export const submissionCalls: readonly CallDefinition[] = [];
