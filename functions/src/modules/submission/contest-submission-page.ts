import { judgeStatus, pageAnswer, type Page, type SubmissionRow } from '@oj/shared';
import type { Viewer } from '../../policy/viewer';
import { AppError } from '../../frame/app-error';
import { contestListsOthers } from '../../policy/submission-visibility';
import { findUserByUsername } from '../../data/users/find-user';
import { listContestProblems } from '../../data/contest-problems/read-contest-problems';
import type { StoredContestProblem } from '../../data/contest-problems/contest-problem-item';
import {
  queryContestSubmissions,
  type ContestSubmissionFilter,
  type ContestSubmissionPartition,
} from '../../data/submissions/query-contest-submissions';
import type { SubmissionSummary } from '../../data/submissions/submission-item';
import { contestSubmissionRows } from './submission-view';
import { contestViewingOf, type ContestViewing } from '../../scope/contest-viewing';
import type { ContestScope } from '../../scope/open-scope';

/** What a contest's submission list is asked for (`contest-submissions`, and the status list's `contestID`). */
export interface ContestListRequest {
  limit: number;
  currentPage: number;
  onlyMine?: boolean;
  problemID?: string;
  completeProblemID?: boolean;
  status?: number;
  username?: string;
  beforeContestSubmit?: boolean;
  containsEnd?: boolean;
}

/** Submissions one page may read; deeper pages come back short (as the public filtered lists do). */
const maxIndexReads = 5_000;

/** The contest's problems a `problemID` names: its display id whole, or every one containing it. */
function matchingProblems(
  problems: readonly StoredContestProblem[],
  problemID: string,
  complete: boolean,
): number[] {
  const wanted = problemID.toLowerCase();
  return problems
    .filter((link) => {
      const displayId = link.displayId.toLowerCase();
      return complete ? displayId === wanted : displayId.includes(wanted);
    })
    .map((link) => link.pid);
}

/** The submit time window: before the start, or from the start on, with or without the after-end ones. */
function timeWindow(viewing: ContestViewing, request: ContestListRequest): ContestSubmissionFilter {
  const { startTime, endTime } = viewing.contest;
  if (request.beforeContestSubmit === true) return { submittedBefore: startTime };
  return request.containsEnd === true
    ? { submittedFrom: startTime }
    : { submittedFrom: startTime, submittedBefore: endTime };
}

/** Whose submissions to read: one author's (`uid`), or everyone's; null when nothing can match. */
async function authorOf(
  viewing: ContestViewing,
  request: ContestListRequest,
): Promise<{ uid: string | undefined } | null> {
  const listsOthers = contestListsOthers(
    { contestAdmin: viewing.contestAdmin },
    { examMode: viewing.examMode },
    { beforeStart: request.beforeContestSubmit === true },
  );
  let uid = request.onlyMine || !listsOthers ? viewing.viewer?.uid : undefined;
  if ((request.onlyMine || !listsOthers) && uid === undefined) throw new AppError('loginRequired');
  if (request.username) {
    const author = await findUserByUsername(request.username);
    if (!author || (uid !== undefined && author.uid !== uid)) return null;
    uid = author.uid;
  }
  return { uid };
}

/**
 * A page of a contest's submissions as `viewer` sees them, newest first: read from the contest's own
 * index partitions (the author's in the contest, gsi1; one problem's, gsi2; the whole contest's,
 * gsi3), filtered by problem, status and submit time window as DynamoDB reads, results hidden where
 * the contest's seal says (`isContestResultShown`). A status filter compares the status the viewer
 * sees, so a hidden verdict never matches its real status. A contest keeps no count of its
 * submissions: `total` counts the rows up to this page and one more when more follow, so the pager
 * offers the next page; pages past `maxIndexReads` read submissions come back short. The calls that
 * list a contest's submissions name it `contestID`, the original server's name for the contest's id:
 * their routes declare it (`named: { cid: 'contestID' }`), so the contest comes entered, as `scope`.
 */
export async function contestSubmissionPage(
  scope: ContestScope,
  viewer: Viewer,
  request: ContestListRequest,
): Promise<Page<SubmissionRow>> {
  const cid = scope.stored.cid;
  const viewing = contestViewingOf(scope, viewer);
  const problems = await listContestProblems(cid);
  const empty = pageAnswer<SubmissionRow>([], 0, request);
  const author = await authorOf(viewing, request);
  if (!author) return empty;
  const pids = request.problemID
    ? matchingProblems(problems, request.problemID, request.completeProblemID === true)
    : undefined;
  if (pids?.length === 0) return empty;

  const onePid = pids?.length === 1 ? pids[0] : undefined;
  const partition: ContestSubmissionPartition =
    author.uid !== undefined
      ? { cid, uid: author.uid }
      : onePid !== undefined
        ? { cid, pid: onePid }
        : { cid };
  const filter: ContestSubmissionFilter = { ...timeWindow(viewing, request) };
  if (pids !== undefined && !('pid' in partition)) {
    if (pids.length === 1) filter.pid = pids[0];
    else filter.pids = pids;
  }
  // A status is compared by DynamoDB only when every result shows; otherwise as the viewer sees it.
  const sealed =
    !viewing.contestAdmin && viewing.contest.sealRank && viewing.now < Date.parse(viewing.contest.endTime);
  if (request.status !== undefined && !sealed) filter.status = request.status;
  const status = request.status;
  const keep =
    sealed && status !== undefined
      ? (summary: SubmissionSummary) =>
          (viewing.resultShown(summary) ? summary.status : judgeStatus.cannotView) === status
      : undefined;

  const wanted = request.currentPage * request.limit;
  const matches = await queryContestSubmissions(partition, filter, wanted + 1, maxIndexReads, keep);
  const page = matches.items.slice((request.currentPage - 1) * request.limit, wanted);
  const titles = new Map(problems.map((link) => [link.pid, link.displayTitle]));
  const rows = await contestSubmissionRows(page, titles, viewing.resultShown);
  return pageAnswer(rows, matches.items.length, request);
}
