import type { WebsiteConfig } from '@oj/shared/domain/website-config';

export interface MenuItem {
  path: string;
  /** i18n key of the label. */
  label: string;
  /** False for an area whose screens do not exist yet: the menu shows it disabled, marked as coming. */
  built: boolean;
}

/**
 * The areas with screens today. The others keep their place in the menu so the site's shape is
 * visible, but are not links: a link would only lead to the 404 page.
 */
export const builtAreas: ReadonlySet<string> = new Set(['/home', '/problem', '/status']);

const allItems: readonly MenuItem[] = [
  '/home',
  '/problem',
  '/training',
  '/contest',
  '/status',
  '/rank',
  '/discussion',
  '/group',
  '/developer',
  '/introduction',
].map((path) => ({ path, label: `menu.${path.slice(1)}`, built: builtAreas.has(path) }));

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
