import type { ContestScope } from '../../../lib/scope/scope-href';
import { shellTabHref, shellTabOf, type ShellTabs } from '../../../lib/scope/shell-tabs';
import { contestTabs, type ContestTab } from './contest-tabs';

/**
 * The shell's tabs by path (spec part 2, §2): a problem highlights the problem list, a submission
 * opened from a problem the submission list; its focus mode highlights none.
 */
const contestShell: ShellTabs<ContestTab> = {
  tabs: contestTabs,
  problemTab: (rest) => {
    if (rest.length === 1) return 'problems';
    return rest.length === 3 && rest[1] === 'submission-detail' ? 'submissions' : null;
  },
};

/**
 * A tab's path: the overview is the shell's own path, the others one step below it, under the group
 * when the contest is opened through its group's pages.
 */
export function contestTabPath(contest: ContestScope, tab: ContestTab): string {
  return shellTabHref(contest, contestShell, tab);
}

/**
 * The contest a path of its shell shows and the tab it highlights; a contest opened inside a group
 * has the same tabs. Null for paths outside the shell and those that highlight no tab.
 */
export function contestPathOf(pathname: string): { scope: ContestScope; tab: ContestTab } | null {
  return shellTabOf(pathname, 'contest', contestShell);
}

/** The tab a path of the shell highlights, or null (see `contestPathOf`). */
export function activeContestTab(pathname: string): ContestTab | null {
  return contestPathOf(pathname)?.tab ?? null;
}
