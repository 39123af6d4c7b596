import type { CatalogueEntry } from './catalogue-entry';

/** Errors of profiles, email changes and avatars. */
export const profileErrors = {} as const satisfies Record<string, CatalogueEntry>;
