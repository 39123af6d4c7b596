import { describe, expect, it } from 'vitest';
import { enUS } from '../../../lib/i18n/en-US';
import { zhCN } from '../../../lib/i18n/zh-CN';
import { avoidedCount, luckWeights, recommendedCount } from './daily-fortune';

describe('the fortune lists in both catalogues', () => {
  it('hold the lists of spec §9: 12 luck entries, 30 recommended, 44 avoided', () => {
    for (const catalogue of [zhCN, enUS]) {
      expect(catalogue.fortune.luck).toHaveLength(luckWeights.length);
      expect(catalogue.fortune.good).toHaveLength(recommendedCount);
      expect(catalogue.fortune.bad).toHaveLength(avoidedCount);
    }
  });
});
