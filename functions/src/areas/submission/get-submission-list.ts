import type { getSubmissionList as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { findUserByUsername } from '../../data/users/find-user';
import { findPidByProblemId } from '../../data/problems/get-problem';
import { getLatestSubmitId } from '../../data/submissions/get-latest-submit-id';
import { getSubmissionSummaries } from '../../data/submissions/get-submission-summaries';
import { querySubmissionIndex, type IndexMatches } from '../../data/submissions/query-submission-index';
import { findRecentByStatus } from '../../data/submissions/find-recent-by-status';
import { submissionRows } from '../../data/submissions/submission-rows';

/** Filtered lists count matches this many pages past the asked one, so the pager can offer them. */
const lookaheadPages = 4;
/** Submissions a filtered list may read per request; pages deeper than this reach come back empty. */
const maxIndexReads = 5_000;
/** Ids a status-only list may read per request (0.5 RCU each). */
const maxStatusWalkIds = 1_000;

const emptyList = { records: [], total: 0 };

/**
 * GET /api/get-submission-list, newest first. Unfiltered, page k is a range of the dense id sequence
 * read in one batch, so every page costs the same and `total` is the sequence. Filtered by user
 * (`onlyMine`, `username`) or problem (`problemID`) it reads that index from the newest match down to
 * the page, plus four pages ahead; `total` counts what was read (exact when the index ran out).
 * Contests and groups do not exist yet, so their filters match nothing.
 */
export const getSubmissionList: Route<typeof call>['handle'] = async ({ query }, context) => {
  if (query.onlyMine && !context.user) throw new AppError('loginRequired');
  if (query.contestID || query.gid) return emptyList;
  const { limit, currentPage, status } = query;

  let uid = query.onlyMine ? context.user?.uid : undefined;
  if (query.username) {
    const author = await findUserByUsername(query.username);
    if (!author || (uid !== undefined && author.uid !== uid)) return emptyList;
    uid = author.uid;
  }
  const pid = query.problemID ? await findPidByProblemId(query.problemID) : undefined;
  if (query.problemID && pid === undefined) return emptyList;

  if (uid === undefined && pid === undefined && status === undefined) {
    const latest = await getLatestSubmitId();
    const top = latest - (currentPage - 1) * limit;
    const ids = Array.from({ length: Math.max(0, Math.min(limit, top)) }, (_, index) => top - index);
    return { records: await submissionRows(await getSubmissionSummaries(ids)), total: latest };
  }

  const wanted = (currentPage + lookaheadPages) * limit;
  let matches: IndexMatches;
  if (uid !== undefined)
    matches = await querySubmissionIndex({ uid }, { pid, status }, wanted, maxIndexReads);
  else if (pid !== undefined)
    matches = await querySubmissionIndex({ pid }, { status }, wanted, maxIndexReads);
  else
    matches = await findRecentByStatus(await getLatestSubmitId(), status as number, wanted, maxStatusWalkIds);
  const page = matches.items.slice((currentPage - 1) * limit, currentPage * limit);
  return { records: await submissionRows(page), total: matches.items.length };
};
