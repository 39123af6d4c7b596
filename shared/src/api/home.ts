import type { CallDefinition } from './define-call';

/** Home page calls of the site area: carousel, recent contests, announcements, statistics, ranks. */
export const homeCalls: readonly CallDefinition[] = [];
