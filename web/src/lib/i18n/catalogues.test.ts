import { describe, expect, it } from 'vitest';
import { enUS } from './en-US';
import { zhCN } from './zh-CN';
import { avoidedCount, luckWeights, recommendedCount } from '../../features/home/fortune/daily-fortune';

/** Every leaf of a catalogue as a dotted path; array items count by index. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

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

  it('hold the fortune lists of spec §9: 12 luck entries, 30 recommended, 44 avoided', () => {
    for (const catalogue of [zhCN, enUS]) {
      expect(catalogue.fortune.luck).toHaveLength(luckWeights.length);
      expect(catalogue.fortune.good).toHaveLength(recommendedCount);
      expect(catalogue.fortune.bad).toHaveLength(avoidedCount);
    }
  });
});
