import type { CatalogueEntry } from './catalogue-entry';

/** Errors of the group-announcement calls. */
export const groupAnnouncementErrors = {} as const satisfies Record<string, CatalogueEntry>;
