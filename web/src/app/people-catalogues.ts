import type { CatalogueModules } from '../lib/i18n/feature-catalogues';

type CatalogueModule = { catalogue: Record<string, unknown> };

/**
 * The strings of the screens about people: a user's home, the settings and the ranking (`profile`,
 * `rank`), in one chunk that loads with the first of them, so /home's first load carries none.
 */
export const peopleCatalogueModules = import.meta.glob<CatalogueModule>(
  ['../features/profile/i18n/*.ts', '../features/rank/i18n/*.ts'],
  { eager: true },
) as CatalogueModules;
