import { describe, expect, it } from 'vitest';
import { enUS } from './en-US';
import { zhCN } from './zh-CN';
import { featureAndLanguageOf } from './feature-catalogues';

/** Every leaf of a catalogue as a dotted path; array items count by index. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

const featureModules = import.meta.glob<{ catalogue: Record<string, unknown> }>(
  '../../features/*/i18n/*.ts',
  { eager: true },
);

/** Each feature's catalogues, by feature and language. */
function featureCatalogues(): Map<string, Map<string, unknown>> {
  const features = new Map<string, Map<string, unknown>>();
  for (const [path, module] of Object.entries(featureModules)) {
    const [feature, language] = featureAndLanguageOf(path) ?? [];
    if (!feature || !language) continue;
    if (!features.has(feature)) features.set(feature, new Map());
    features.get(feature)?.set(language, module.catalogue);
  }
  return features;
}

describe("the features' catalogues", () => {
  it('exist in both languages with exactly the same keys and no empty text', () => {
    for (const [feature, byLanguage] of featureCatalogues()) {
      expect([...byLanguage.keys()].sort(), feature).toEqual(['en-US', 'zh-CN']);
      const zh = byLanguage.get('zh-CN');
      const en = byLanguage.get('en-US');
      expect(keysOf(en).sort(), feature).toEqual(keysOf(zh).sort());
      for (const catalogue of [zh, en]) {
        const texts = keysOf(catalogue).map((key) =>
          key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue),
        );
        expect(
          texts.every((text) => typeof text === 'string' && text.trim().length > 0),
          feature,
        ).toBe(true);
      }
    }
  });

  it('do not take a section name the main catalogue uses', () => {
    for (const feature of featureCatalogues().keys())
      expect(Object.keys(zhCN), feature).not.toContain(feature);
  });
});

describe('the catalogues', () => {
  it('have exactly the same keys in zh-CN and en-US', () => {
    expect(keysOf(enUS).sort()).toEqual(keysOf(zhCN).sort());
  });

  it('have no empty text', () => {
    for (const catalogue of [zhCN, enUS]) {
      const texts = keysOf(catalogue).map((key) =>
        key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue),
      );
      expect(texts.every((text) => typeof text === 'string' && text.trim().length > 0)).toBe(true);
    }
  });
});
