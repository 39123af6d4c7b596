import { describe, expect, it } from 'vitest';
import { defaultWebsiteConfig } from '@oj/shared/domain/website-config';
import { activeMenuPath, mainMenuItems, mobileMenuItems } from './menu-items';

const paths = (items: { path: string }[]) => items.map((item) => item.path);

describe('the menus', () => {
  it('list discussion only when public discussion is open', () => {
    expect(paths(mainMenuItems(defaultWebsiteConfig))).toContain('/discussion');
    expect(paths(mainMenuItems({ ...defaultWebsiteConfig, openPublicDiscussion: false }))).not.toContain(
      '/discussion',
    );
  });

  it('hide status, rank, discussion and group on mobile from visitors', () => {
    expect(paths(mobileMenuItems(defaultWebsiteConfig, false))).toEqual([
      '/home',
      '/problem',
      '/training',
      '/contest',
      '/developer',
      '/introduction',
    ]);
    expect(paths(mobileMenuItems(defaultWebsiteConfig, true))).toHaveLength(10);
  });

  it('offer as links only the areas that have screens, the rest marked as coming', () => {
    const items = mainMenuItems(defaultWebsiteConfig);
    expect(items.filter((item) => item.built).map((item) => item.path)).toEqual([
      '/home',
      '/problem',
      '/status',
    ]);
    expect(items.find((item) => item.path === '/contest')?.built).toBe(false);
  });

  it('highlight the list of a detail page', () => {
    expect(activeMenuPath('/submission-detail/5')).toBe('/status');
    expect(activeMenuPath('/discussion-detail/5')).toBe('/discussion');
    expect(activeMenuPath('/problem/P1000')).toBe('/problem');
    expect(activeMenuPath('/')).toBe('/home');
  });
});
