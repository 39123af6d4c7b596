import type { CatalogueEntry } from './catalogue-entry';

/** Errors of test data archives. */
export const fileErrors = {} as const satisfies Record<string, CatalogueEntry>;
