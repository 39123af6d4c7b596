import { i18n } from '../lib/i18n/i18n';
import { registerFeatureCatalogues, type CatalogueModules } from '../lib/i18n/feature-catalogues';

type CatalogueModule = { catalogue: Record<string, unknown> };

// Every public feature's `i18n/<language>.ts`, bundled with the app (both languages are small), but
// the contest screens' (loaded with them, below).
registerFeatureCatalogues(
  i18n,
  import.meta.glob<CatalogueModule>(
    [
      '../features/*/i18n/*.ts',
      '!../features/admin-*/i18n/*.ts',
      '!../features/contest*/i18n/*.ts',
      '!../features/training*/i18n/*.ts',
      '!../features/discussion*/i18n/*.ts',
      '!../features/comment*/i18n/*.ts',
      '!../features/message*/i18n/*.ts',
      '!../features/profile/i18n/*.ts',
      '!../features/rank/i18n/*.ts',
    ],
    { eager: true },
  ) as CatalogueModules,
);

let contestCatalogues: Promise<void> | undefined;

/** Paths whose screens read the contest features' strings: the contest screens, the resolver, the admin area. */
export function needsContestCatalogues(pathname: string): boolean {
  return /^\/(contest|scrollBoard|admin)(\/|$)/.test(pathname);
}

/**
 * Registers every contest feature's catalogues, once; the root route waits for it before drawing a
 * path of `needsContestCatalogues`, so no contest screen (nor the navigation's contest menu) ever
 * shows a key.
 */
export function loadContestCatalogues(): Promise<void> {
  contestCatalogues ??= import('./contest-catalogues').then(({ contestCatalogueModules }) =>
    registerFeatureCatalogues(i18n, contestCatalogueModules),
  );
  return contestCatalogues;
}

let trainingCatalogues: Promise<void> | undefined;

/** Paths whose screens read the training features' strings (the list, a training, its focus mode). */
export function needsTrainingCatalogues(pathname: string): boolean {
  return /^\/training(\/|$)/.test(pathname);
}

/** Registers the training features' catalogues, once, before the first training screen draws. */
export function loadTrainingCatalogues(): Promise<void> {
  trainingCatalogues ??= import('./training-catalogues').then(({ trainingCatalogueModules }) =>
    registerFeatureCatalogues(i18n, trainingCatalogueModules),
  );
  return trainingCatalogues;
}

let peopleCatalogues: Promise<void> | undefined;

/** Paths whose screens read the profile or ranking strings: a user's home, the settings, the ranking. */
export function needsPeopleCatalogues(pathname: string): boolean {
  return /^\/(user-home|setting|rank)(\/|$)/.test(pathname);
}

/** Registers the profile and ranking catalogues, once, before the first of their screens draws. */
export function loadPeopleCatalogues(): Promise<void> {
  peopleCatalogues ??= import('./people-catalogues').then(({ peopleCatalogueModules }) =>
    registerFeatureCatalogues(i18n, peopleCatalogueModules),
  );
  return peopleCatalogues;
}

let discussionCatalogues: Promise<void> | undefined;

/**
 * Paths whose screens read the discussion, comment or message strings: the board, a discussion, the
 * message centre, and a contest (its comment tab).
 */
export function needsDiscussionCatalogues(pathname: string): boolean {
  return /^\/(discussion|discussion-detail|message|contest)(\/|$)/.test(pathname);
}

/**
 * Registers the discussion, comment and message catalogues, once, before the first screen that reads
 * them draws; the unread-message notice of the header waits for it too.
 */
export function loadDiscussionCatalogues(): Promise<void> {
  discussionCatalogues ??= import('./discussion-catalogues').then(({ discussionCatalogueModules }) =>
    registerFeatureCatalogues(i18n, discussionCatalogueModules),
  );
  return discussionCatalogues;
}

/*
 * The admin features' strings load with the admin area, not with the site: together they weigh more
 * than a tenth of /home's 200 KB first-load budget, and a visitor never reads them.
 */
let adminCatalogues: Promise<void> | undefined;

/** Registers every admin feature's catalogues, once; the admin routes wait for it before drawing. */
export function loadAdminCatalogues(): Promise<void> {
  adminCatalogues ??= import('./admin-catalogues').then(({ adminCatalogueModules }) =>
    registerFeatureCatalogues(i18n, adminCatalogueModules),
  );
  return adminCatalogues;
}
