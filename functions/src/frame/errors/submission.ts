import type { CatalogueEntry } from './catalogue-entry';

/** Errors of submitting, Online Tests and submission views, and of the super admin judge calls. */
export const submissionErrors = {} as const satisfies Record<string, CatalogueEntry>;
