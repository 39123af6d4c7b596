import type { CatalogueEntry } from './catalogue-entry';

/** Errors of the group-rank calls. */
export const groupRankErrors = {} as const satisfies Record<string, CatalogueEntry>;
