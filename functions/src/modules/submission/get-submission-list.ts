import { pageAnswer, type getSubmissionList as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { AppError } from '../../frame/app-error';
import { findUserByUsername } from '../../data/users/find-user';
import { getLatestSubmitId } from '../../data/submissions/get-latest-submit-id';
import { getSubmissionSummaries } from '../../data/submissions/get-submission-summaries';
import { querySubmissionIndex, type IndexMatches } from '../../data/submissions/query-submission-index';
import { findRecentMatching } from '../../data/submissions/find-recent-matching';
import { countSubmissions } from '../../data/submissions/count-submissions';
import { newestFirstIds } from '../../data/kit/paging/id-ranges';
import { submissionRows } from './submission-view';
import type { SubmissionSummary } from '../../data/submissions/submission-item';
import { matchProblemIds } from './match-problem-ids';
import { contestSubmissionPage } from './contest-submission-page';
import { groupSubmissionPage } from './group-submission-page';

/** Submissions a filtered list may read per request; pages deeper than this reach come back empty. */
const maxIndexReads = 5_000;
/** Ids a list without an author or a single problem may walk per request (0.5 RCU each). */
const maxWalkIds = 1_000;
/** A partial problem id matching more problems than this is found by walking ids. */
const maxProblemPartitions = 20;

/**
 * The newest submissions of any of `pids` (each problem's index partition, newest first, merged), at
 * most `wanted`, each passing the status filter.
 */
async function newestOfProblems(
  pids: readonly number[],
  status: number | undefined,
  wanted: number,
): Promise<IndexMatches> {
  const reads = Math.max(wanted, Math.floor(maxIndexReads / pids.length));
  const parts = await Promise.all(
    pids.map((pid) => querySubmissionIndex({ pid }, { status, outsideGroups: true }, wanted, reads)),
  );
  const items = parts
    .flatMap((part) => part.items)
    .sort((a, b) => b.submitId - a.submitId)
    .slice(0, wanted);
  return { items, exhausted: parts.every((part) => part.exhausted) };
}

/**
 * GET /api/get-submission-list, newest first, as a page object (`records`, `total`, `size`, `current`,
 * `pages`). Unfiltered, page k is a range of the dense id sequence read in one batch, and `total` is
 * the sequence. Filtered by author (`onlyMine`, `username`), problem (`problemID`: the whole display
 * id with `completeProblemID=true`, else every display id containing it) or `status`, the page is read
 * from the author's or the problems' index newest first (a status alone, or a partial id matching many
 * problems, walks ids down from the newest), and `total` comes from counters kept as submissions are
 * made and verdicts move (`countSubmissions`), not from what was read. A `contestID` lists that
 * contest's submissions as `contest-submissions` does (`contestSubmissionPage`): the route reads it as
 * the contest's id (`named`), so the scope layer entered the contest first; a `gid` alone names a group
 * the route's scope found (`404` otherwise) and let the viewer into (`enter`: its members), whose own
 * list it answers (`groupSubmissionPage`). A group's submissions outside its contests take ids of their
 * own range, so the unfiltered list never meets them; the filtered ones leave them out but in their
 * author's own history.
 */
export const getSubmissionList: ScopedHandler<typeof call, 'anyone', 'any'> = async ({ query }, context) => {
  if (query.onlyMine && !context.user) throw new AppError('loginRequired');
  const { limit, currentPage, status } = query;
  if (context.scope.kind === 'contest') return contestSubmissionPage(context.scope, context.user, query);
  if (context.scope.kind === 'group') return groupSubmissionPage(context.scope.group, context.user, query);
  const empty = pageAnswer([], 0, query);
  if (context.scope.kind !== 'public') return empty;

  let uid = query.onlyMine ? context.user?.uid : undefined;
  if (query.username) {
    const author = await findUserByUsername(query.username);
    if (!author || (uid !== undefined && author.uid !== uid)) return empty;
    uid = author.uid;
  }
  const pids = query.problemID
    ? await matchProblemIds(query.problemID, query.completeProblemID === true)
    : undefined;
  if (pids?.length === 0) return empty;

  const latest = await getLatestSubmitId();
  if (uid === undefined && pids === undefined && status === undefined) {
    const ids = newestFirstIds(latest, currentPage, limit);
    return pageAnswer(await submissionRows(await getSubmissionSummaries(ids)), latest, query);
  }

  const wanted = currentPage * limit;
  const onePid = pids?.length === 1 ? pids[0] : undefined;
  const countable = pids === undefined || pids.length <= maxProblemPartitions;
  const [matches, counted] = await Promise.all([
    ((): Promise<IndexMatches> => {
      // A group's submissions are its class's: listed here only in their author's own history.
      const outsideGroups = uid !== context.user?.uid;
      if (uid !== undefined)
        return querySubmissionIndex(
          { uid },
          onePid !== undefined ? { pid: onePid, status, outsideGroups } : { pids, status, outsideGroups },
          wanted,
          maxIndexReads,
        );
      if (pids !== undefined && pids.length <= maxProblemPartitions)
        return newestOfProblems(pids, status, wanted);
      const pidSet = pids === undefined ? undefined : new Set(pids);
      const passes = (summary: SubmissionSummary) =>
        (status === undefined || summary.status === status) && (!pidSet || pidSet.has(summary.pid));
      return findRecentMatching(latest, passes, wanted, maxWalkIds);
    })(),
    countable ? countSubmissions({ uid, pids, status }, latest) : Promise.resolve(undefined),
  ]);
  const page = matches.items.slice((currentPage - 1) * limit, currentPage * limit);
  // Statuses nothing is stored at, and partial ids matching many problems, count what was read.
  const total = counted ?? matches.items.length;
  return pageAnswer(await submissionRows(page), total, query);
};
