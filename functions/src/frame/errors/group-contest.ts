import type { CatalogueEntry } from './catalogue-entry';

/** Errors of the group-contest calls. */
export const groupContestErrors = {} as const satisfies Record<string, CatalogueEntry>;
