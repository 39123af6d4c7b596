import { i18n } from '../lib/i18n/i18n';
import { registerFeatureCatalogues, type CatalogueModules } from '../lib/i18n/feature-catalogues';

// Every feature's `i18n/<language>.ts`, bundled with the app (both languages are small).
registerFeatureCatalogues(
  i18n,
  import.meta.glob<{ catalogue: Record<string, unknown> }>('../features/*/i18n/*.ts', {
    eager: true,
  }) as CatalogueModules,
);
