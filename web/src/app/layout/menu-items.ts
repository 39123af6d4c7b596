import type { WebsiteConfig } from '@oj/shared/domain/website-config';

export interface MenuItem {
  path: string;
  /** i18n key of the label. */
  label: string;
}

const allItems = [
  { path: '/home', label: 'menu.home' },
  { path: '/problem', label: 'menu.problem' },
  { path: '/training', label: 'menu.training' },
  { path: '/contest', label: 'menu.contest' },
  { path: '/status', label: 'menu.status' },
  { path: '/rank', label: 'menu.rank' },
  { path: '/discussion', label: 'menu.discussion' },
  { path: '/group', label: 'menu.group' },
  { path: '/developer', label: 'menu.developer' },
  { path: '/introduction', label: 'menu.introduction' },
] as const satisfies readonly MenuItem[];

/** Items the mobile menu shows only to logged-in users (spec §2). */
const loginOnlyOnMobile = new Set<string>(['/status', '/rank', '/discussion', '/group']);

/** The main menu of spec §2: discussion only when the website config opens it to the public. */
export function mainMenuItems(config: WebsiteConfig): MenuItem[] {
  return allItems.filter((item) => item.path !== '/discussion' || config.openPublicDiscussion);
}

export function mobileMenuItems(config: WebsiteConfig, loggedIn: boolean): MenuItem[] {
  return mainMenuItems(config).filter((item) => loggedIn || !loginOnlyOnMobile.has(item.path));
}

/** The item a path belongs to; detail pages highlight their list (spec §2). */
export function activeMenuPath(pathname: string): string {
  if (pathname === '/') return '/home';
  if (pathname.startsWith('/submission-detail')) return '/status';
  if (pathname.startsWith('/discussion-detail')) return '/discussion';
  return `/${pathname.split('/')[1] ?? ''}`;
}
