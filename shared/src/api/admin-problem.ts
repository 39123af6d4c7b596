import type { CallDefinition } from './define-call';

/** Admin calls that create and change problems, their test data and tags. */
export const adminProblemCalls: readonly CallDefinition[] = [];
