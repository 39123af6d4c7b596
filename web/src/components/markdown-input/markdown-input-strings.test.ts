import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { markdownInputCatalogues } from './markdown-input-strings';

/** Every key path of a catalogue, `helpers.link` style. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
}

describe('the markdown input’s strings', () => {
  it('have the same keys in both languages, none empty', () => {
    const [zh, en] = [markdownInputCatalogues['zh-CN'], markdownInputCatalogues['en-US']];
    expect(keysOf(zh).sort()).toEqual(keysOf(en).sort());
    for (const key of keysOf(zh)) expect(i18n.t(`markdownInput.${key}`, { lng: 'zh-CN' })).not.toBe('');
  });

  it('are registered under markdownInput once the input’s module loads', () => {
    expect(i18n.t('markdownInput.helpers.codeBlock', { lng: 'en-US' })).toBe('Code block');
    expect(i18n.t('markdownInput.helpers.codeBlock', { lng: 'zh-CN' })).toBe('代码块');
  });
});
