import { i18n } from '../lib/i18n/i18n';
import { registerFeatureCatalogues, type CatalogueModules } from '../lib/i18n/feature-catalogues';

type CatalogueModule = { catalogue: Record<string, unknown> };

// Every public feature's `i18n/<language>.ts`, bundled with the app (both languages are small).
registerFeatureCatalogues(
  i18n,
  import.meta.glob<CatalogueModule>(['../features/*/i18n/*.ts', '!../features/admin-*/i18n/*.ts'], {
    eager: true,
  }) as CatalogueModules,
);

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
