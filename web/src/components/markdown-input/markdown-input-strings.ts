import { i18n } from '../../lib/i18n/i18n';
import { catalogue as enUS } from './i18n/en-US';
import { catalogue as zhCN } from './i18n/zh-CN';

/**
 * The markdown input's strings, added under `markdownInput` when the input's chunk loads (imported
 * for its effect by `markdown-input.tsx`): the screens that write markdown are lazy chunks, so /home's
 * first load carries none of them.
 */
export const markdownInputCatalogues = { 'zh-CN': zhCN, 'en-US': enUS } as const;

for (const [language, catalogue] of Object.entries(markdownInputCatalogues))
  i18n.addResourceBundle(language, 'translation', { markdownInput: catalogue }, true, true);
