import type { WebsiteConfig } from '@oj/shared/domain/website-config';
import { contestPathOf, contestTabPath } from '../../features/contest/shell/contest-paths';
import type { ContestMenuState } from '../../features/contest/shell/contest-menu-store';
import { trainingPathOf, trainingTabPath } from '../../features/training/details/training-paths';
import { contestScope, trainingScope, type ContestScope } from '../../lib/scope/scope-href';

export interface MenuItem {
  path: string;
  /** i18n key of the label. */
  label: string;
  /** False for an area whose screens do not exist yet: the menu shows it disabled, marked as coming. */
  built: boolean;
  /** Greyed out for now (the contest menu before the start); unlike `built: false`, nothing is coming. */
  disabled?: boolean;
  /** The path the item counts as active on, when its link carries a query. */
  activePath?: string;
}

/** The areas with screens today, in menu order. */
const builtAreas = ['/home', '/problem', '/training', '/contest', '/status', '/rank', '/discussion'];

/**
 * The areas whose screens do not exist yet. They keep their place in the menu, after the built ones,
 * so the site's shape is visible, but are not links: a link would only lead to the 404 page.
 */
const comingAreas = ['/group', '/developer', '/introduction'];

const allItems: readonly MenuItem[] = [...builtAreas, ...comingAreas].map((path) => ({
  path,
  label: `menu.${path.slice(1)}`,
  built: builtAreas.includes(path),
}));

/** Items the mobile menu shows only to logged-in users (spec §2). */
const loginOnlyOnMobile = new Set<string>(['/status', '/rank', '/discussion', '/group']);

/** The main menu of spec §2: discussion only when the website config opens it to the public. */
export function mainMenuItems(config: WebsiteConfig): MenuItem[] {
  return allItems.filter((item) => item.path !== '/discussion' || config.openPublicDiscussion);
}

export function mobileMenuItems(config: WebsiteConfig, loggedIn: boolean): MenuItem[] {
  return mainMenuItems(config).filter((item) => loggedIn || !loginOnlyOnMobile.has(item.path));
}

/** The contest whose shell a path shows (its menu mode, spec part 2 §2), or null. */
export function contestMenuCid(pathname: string): number | null {
  return contestPathOf(pathname)?.scope.cid ?? null;
}

/**
 * The navigation's contest menu (spec part 2, §2): back home, the overview, the problems, one's own
 * submissions and the rank, greyed out and hidden as the shell's tabs are.
 */
export function contestMenuItems(cid: number, state: ContestMenuState | null): MenuItem[] {
  const known = state?.cid === cid ? state : null;
  const disabled = known?.menuDisabled ?? false;
  const contest = contestScope(cid);
  const items: MenuItem[] = [
    { path: '/home', label: 'contest.shell.menu.backHome', built: true, activePath: '' },
    { path: contestTabPath(contest, 'overview'), label: 'contest.shell.menu.overview', built: true },
  ];
  if (!known?.hideProblems) {
    items.push({
      path: contestTabPath(contest, 'problems'),
      label: 'contest.shell.menu.problems',
      built: true,
      disabled,
    });
  }
  if (!known?.hideSubmissions) {
    items.push({
      path: mySubmissionsPath(contest),
      label: 'contest.shell.menu.mySubmissions',
      built: true,
      disabled,
    });
  }
  items.push({
    path: contestTabPath(contest, 'rank'),
    label: 'contest.shell.menu.rank',
    built: true,
    disabled,
  });
  return items;
}

/** The training whose screens a path shows (its menu mode, spec part 2 §2), or null. */
export function trainingMenuTid(pathname: string): number | null {
  return trainingPathOf(pathname)?.scope.tid ?? null;
}

/** The navigation's training menu (spec part 2 §2): back home, the training's home, its problem list. */
export function trainingMenuItems(tid: number): MenuItem[] {
  const training = trainingScope(tid);
  return [
    { path: '/home', label: 'training.details.menu.backHome', built: true, activePath: '' },
    { path: trainingTabPath(training, 'home'), label: 'training.details.menu.home', built: true },
    { path: trainingTabPath(training, 'problems'), label: 'training.details.menu.problems', built: true },
  ];
}

/** The contest menu's "My submissions": the contest's submissions tab with the viewer's own only. */
function mySubmissionsPath(contest: ContestScope): string {
  return `${contestTabPath(contest, 'submissions')}?onlyMine=true`;
}

/**
 * The item a path (with its parsed query, `search`) belongs to; detail pages highlight their list
 * (spec §2). A contest's submissions tab is "My submissions" only when it lists the viewer's own
 * (`onlyMine=true`); listing everyone's it is no item of the contest menu. A submission opened inside
 * the contest stays under "My submissions".
 */
export function activeMenuPath(pathname: string, search: Record<string, unknown> = {}): string {
  if (pathname === '/') return '/home';
  const contestPath = contestPathOf(pathname);
  if (contestPath?.tab === 'submissions') {
    const listingAll = pathname.endsWith('/submissions') && String(search.onlyMine) !== 'true';
    return listingAll
      ? contestTabPath(contestPath.scope, 'submissions')
      : mySubmissionsPath(contestPath.scope);
  }
  if (contestPath) return contestTabPath(contestPath.scope, contestPath.tab);
  const trainingPath = trainingPathOf(pathname);
  if (trainingPath) return trainingTabPath(trainingPath.scope, trainingPath.tab);
  if (pathname.startsWith('/submission-detail')) return '/status';
  if (pathname.startsWith('/discussion-detail')) return '/discussion';
  return `/${pathname.split('/')[1] ?? ''}`;
}
