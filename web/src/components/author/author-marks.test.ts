import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { roleBadgeOf } from './author-marks';
import { authorCatalogues } from './author-strings';

/** Every key path of a catalogue, `badges.root` style. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
}

describe('the author marks', () => {
  it('badge root and admin authors only', () => {
    expect(roleBadgeOf('root')).toBe('root');
    expect(roleBadgeOf('admin')).toBe('admin');
    expect(roleBadgeOf('default_user')).toBeNull();
    expect(roleBadgeOf('problem_admin')).toBeNull();
  });

  it('have their strings in both languages, registered under author once loaded', () => {
    expect(keysOf(authorCatalogues['zh-CN']).sort()).toEqual(keysOf(authorCatalogues['en-US']).sort());
    expect(i18n.t('author.badgeTitles.root', { lng: 'en-US' })).toBe('Super admin');
    expect(i18n.t('author.badgeTitles.root', { lng: 'zh-CN' })).toBe('超级管理员');
  });
});
