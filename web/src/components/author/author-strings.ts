import { i18n } from '../../lib/i18n/i18n';
import { catalogue as enUS } from './i18n/en-US';
import { catalogue as zhCN } from './i18n/zh-CN';

/**
 * The author marks' strings, added under `author` when `author-marks.tsx` loads (it imports this for
 * its effect): the discussion and comment screens that draw the marks are lazy chunks, so /home's
 * first load carries none of them.
 */
export const authorCatalogues = { 'zh-CN': zhCN, 'en-US': enUS } as const;

for (const [language, catalogue] of Object.entries(authorCatalogues))
  i18n.addResourceBundle(language, 'translation', { author: catalogue }, true, true);
