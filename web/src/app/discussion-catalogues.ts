import type { CatalogueModules } from '../lib/i18n/feature-catalogues';

type CatalogueModule = { catalogue: Record<string, unknown> };

/**
 * The discussion board's, the comment component's and the message centre's `i18n/<language>.ts`, in
 * one chunk that loads with the first screen that reads them, so /home's first load carries none.
 */
export const discussionCatalogueModules = import.meta.glob<CatalogueModule>(
  ['../features/discussion*/i18n/*.ts', '../features/comment*/i18n/*.ts', '../features/message*/i18n/*.ts'],
  { eager: true },
) as CatalogueModules;
