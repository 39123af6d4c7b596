import type { CatalogueEntry } from './catalogue-entry';

/** Errors of reading problems. */
export const problemErrors = {} as const satisfies Record<string, CatalogueEntry>;
