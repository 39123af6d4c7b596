import type { CatalogueModules } from '../lib/i18n/feature-catalogues';

type CatalogueModule = { catalogue: Record<string, unknown> };

/**
 * Every admin feature's `i18n/<language>.ts`, in one chunk that loads with the admin area: one import
 * in the site's first load instead of one per catalogue file.
 */
export const adminCatalogueModules = import.meta.glob<CatalogueModule>('../features/admin-*/i18n/*.ts', {
  eager: true,
}) as CatalogueModules;
