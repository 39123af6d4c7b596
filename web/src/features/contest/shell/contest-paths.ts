import type { ContestTab } from './contest-tabs';

/** A tab's path: the overview is the shell's own path, the others one step below it. */
export function contestTabPath(cid: number, tab: ContestTab): string {
  return tab === 'overview' ? `/contest/${cid}` : `/contest/${cid}/${tab}`;
}

const knownTabs: ReadonlySet<ContestTab> = new Set<ContestTab>([
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
]);

/**
 * The tab a path of the shell highlights (spec part 2, §2): a problem highlights the problem list, a
 * submission opened from a problem the submission list; a path outside the shell highlights none.
 */
export function activeContestTab(pathname: string): ContestTab | null {
  const [root, cid, first, ...rest] = pathname.replace(/^\/+|\/+$/g, '').split('/');
  if (root !== 'contest' || !cid) return null;
  if (first === undefined) return 'overview';
  if (first === 'problem') {
    if (rest.length === 1) return 'problems';
    return rest.length === 3 && rest[1] === 'submission-detail' ? 'submissions' : null;
  }
  return rest.length === 0 && (knownTabs as ReadonlySet<string>).has(first) ? (first as ContestTab) : null;
}
