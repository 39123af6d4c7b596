import type { CallDefinition } from './define-call';

/** The problem area: tags, the problem list, a problem's page. */
export const problemCalls: readonly CallDefinition[] = [];
