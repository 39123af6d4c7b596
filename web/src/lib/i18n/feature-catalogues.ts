import type { i18n as I18n } from 'i18next';
import { supportedLanguages } from './languages';

/** A feature's catalogue module, `features/<name>/i18n/<language>.ts`, exporting `catalogue`. */
export type CatalogueModules = Record<string, { catalogue: Record<string, unknown> }>;

/** `../features/problem/i18n/en-US.ts` → `['problem', 'en-US']`. */
export function featureAndLanguageOf(path: string): [string, string] | undefined {
  const match = /features\/([^/]+)\/i18n\/([^/]+)\.ts$/.exec(path);
  return match ? [match[1] as string, match[2] as string] : undefined;
}

/**
 * Adds each feature's strings under a section named after the feature (`t('problem.list.title')`), so a
 * feature keeps its strings beside its code and no two features edit one catalogue file.
 */
export function registerFeatureCatalogues(i18n: I18n, modules: CatalogueModules): void {
  for (const [path, module] of Object.entries(modules)) {
    const found = featureAndLanguageOf(path);
    if (!found) continue;
    const [feature, language] = found;
    if (!(supportedLanguages as readonly string[]).includes(language)) continue;
    i18n.addResourceBundle(language, 'translation', { [feature]: module.catalogue }, true, true);
  }
}
