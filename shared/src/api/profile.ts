import type { CallDefinition } from './define-call';

/** Profile calls of the account area: email change, profile, user home, heatmap, avatar. */
export const profileCalls: readonly CallDefinition[] = [];
