import type { CatalogueModules } from '../lib/i18n/feature-catalogues';

type CatalogueModule = { catalogue: Record<string, unknown> };

/**
 * Every contest feature's `i18n/<language>.ts` (`contest`, `contest-rank`, `contest-problem`…), in one
 * chunk that loads with the first contest screen: together they weigh about 9 KB gzipped, which
 * /home's first load (200 KB) cannot carry for screens a visitor of the home page has not opened.
 */
export const contestCatalogueModules = import.meta.glob<CatalogueModule>('../features/contest*/i18n/*.ts', {
  eager: true,
}) as CatalogueModules;
