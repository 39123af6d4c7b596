import type { CatalogueEntry } from './catalogue-entry';

/** Errors of the group-contest-announcement calls. */
export const groupContestAnnouncementErrors = {} as const satisfies Record<string, CatalogueEntry>;
