import type { CatalogueModules } from '../lib/i18n/feature-catalogues';

type CatalogueModule = { catalogue: Record<string, unknown> };

/**
 * The training screens' `i18n/<language>.ts` (`training`, `training-rank`), in one chunk that loads
 * with the first training screen, so /home's first load (200 KB) carries none of them.
 */
export const trainingCatalogueModules = import.meta.glob<CatalogueModule>('../features/training*/i18n/*.ts', {
  eager: true,
}) as CatalogueModules;
