import type { CallDefinition } from './define-call';

/** The file area: test data zip upload and download. */
export const fileCalls: readonly CallDefinition[] = [];
