import type { ContestView } from '@oj/shared/api/contest';
import { contestType } from '@oj/shared/domain/contest';
import type { ContestPhase } from './contest-phase';
import type { ContestStanding } from './contest-standing';

/**
 * The shell's tabs in the spec's order (part 2, §2 "Contest shell"), each named by the last part of
 * its path under `/contest/$contestID` (the overview is the shell's own path).
 */
export const contestTabs = [
  'overview',
  'problems',
  'submissions',
  'rank',
  'announcements',
  'comment',
  'print',
  'ac-info',
  'admin-print',
  'rejudge',
  'scroll-board',
] as const;
export type ContestTab = (typeof contestTabs)[number];

/** A tab the viewer sees, and whether it is greyed out. */
export interface VisibleContestTab {
  tab: ContestTab;
  disabled: boolean;
}

/**
 * The tabs that open the contest's inside, greyed out while the contest menu is disabled (spec part 2
 * §6): the server refuses each of them to a non-admin before the start or without a private
 * contest's password, so a click could only end in a refusal. The overview stays open.
 */
const insideTabs: ReadonlySet<ContestTab> = new Set([
  'problems',
  'submissions',
  'rank',
  'announcements',
  'comment',
  'print',
]);

type TabContest = Pick<ContestView, 'type' | 'openPrint'>;

/** Whether the viewer sees a tab at all (spec part 2, §2 and §6). */
function shows(
  tab: ContestTab,
  contest: TabContest,
  standing: ContestStanding,
  openContestComment: boolean,
): boolean {
  const { contestAdmin, superAdmin, exam } = standing;
  switch (tab) {
    case 'problems':
      return !exam.examMode;
    case 'submissions':
      // Exam mode keeps the contestants' work to the paper; the status list is for those running it.
      return !exam.examMode || contestAdmin;
    case 'comment':
      // The website's switch (spec part 3 §6): the contest's clarifications, for every viewer.
      return openContestComment;
    case 'print':
      return contest.openPrint;
    case 'ac-info':
      return contestAdmin;
    case 'admin-print':
      return contestAdmin && contest.openPrint;
    case 'rejudge':
      return superAdmin;
    case 'scroll-board':
      return contestAdmin && contest.type === contestType.acm;
    default:
      return true;
  }
}

/** The tabs the viewer sees, in order, with the ones the contest menu's state greys out. */
export function visibleContestTabs(
  contest: TabContest,
  standing: ContestStanding,
  openContestComment: boolean,
): VisibleContestTab[] {
  return contestTabs
    .filter((tab) => shows(tab, contest, standing, openContestComment))
    .map((tab) => ({ tab, disabled: standing.menuDisabled && insideTabs.has(tab) }));
}

/** Tabs only the contest's admins ever see; `rejudge` is the super admin's alone. */
const organiserTabs: ReadonlySet<ContestTab> = new Set(['ac-info', 'admin-print', 'scroll-board']);

/** Why the tab of the path is not drawn for this viewer. */
export type ClosedTabReason =
  'notStarted' | 'passwordRequired' | 'organisersOnly' | 'superAdminOnly' | 'printingClosed' | 'acmOnly';

/** What decides a tab reached by its address: the tabs the viewer sees and why others are not there. */
export interface ClosedTabFacts {
  tabs: readonly VisibleContestTab[];
  phase: ContestPhase;
  contest: TabContest;
  standing: Pick<ContestStanding, 'contestAdmin' | 'superAdmin'>;
}

/** Why a tab the viewer does not see is not there: whose it is, or what the contest lacks for it. */
function hiddenTabReason(tab: ContestTab, { contest, standing }: ClosedTabFacts): ClosedTabReason | null {
  if (tab === 'rejudge') return standing.superAdmin ? null : 'superAdminOnly';
  if (!organiserTabs.has(tab)) return null;
  if (!standing.contestAdmin) return 'organisersOnly';
  if (tab === 'admin-print' && !contest.openPrint) return 'printingClosed';
  if (tab === 'scroll-board' && contest.type !== contestType.acm) return 'acmOnly';
  return null;
}

/**
 * Whether the shell draws a notice instead of the tab of the path (reached by a link or a typed
 * address rather than the tab bar): an inside tab while the contest menu is disabled says why (not
 * started, or a private contest's password); a tab the viewer does not see says whose it is (the
 * contest's organisers', or the super admin's for rejudging) or, to an organiser, what the contest
 * lacks for it. Other tabs are drawn, and the server's answers speak for themselves.
 */
export function closedTabReason(active: ContestTab | null, facts: ClosedTabFacts): ClosedTabReason | null {
  if (active === null) return null;
  const visible = facts.tabs.find(({ tab }) => tab === active);
  if (!visible) return hiddenTabReason(active, facts);
  if (!visible.disabled) return null;
  return facts.phase === 'scheduled' ? 'notStarted' : 'passwordRequired';
}
