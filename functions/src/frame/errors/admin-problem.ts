import type { CatalogueEntry } from './catalogue-entry';

/** Errors of creating and changing problems, tags and test data. */
export const adminProblemErrors = {} as const satisfies Record<string, CatalogueEntry>;
