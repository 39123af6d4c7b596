import { pageAnswer, type Page, type SubmissionRow } from '@oj/shared';
import type { GroupHead } from '../../data/groups/read-group';
import { AppError } from '../../frame/app-error';
import { findUserByUsername } from '../../data/users/find-user';
import { queryGroupSubmissions } from '../../data/submissions/query-group-submissions';
import type { SubmissionSummary } from '../../data/submissions/submission-item';
import type { SubmissionFilter } from '../../data/submissions/query-submission-index';
import type { Viewer } from '../../policy/viewer';
import { submissionRows } from './submission-view';

/** What a group's status list is asked for (the status list's filters, with `gid`). */
export interface GroupListRequest {
  limit: number;
  currentPage: number;
  onlyMine?: boolean;
  problemID?: string;
  completeProblemID?: boolean;
  status?: number;
  username?: string;
}

/** Submissions one page may read; deeper pages come back short (as the public filtered lists do). */
const maxIndexReads = 5_000;

/**
 * Whether a submission's display id is the one asked for (`complete`) or holds it, any case: as
 * stored (with the group's short name before it) or as the group shows it (without).
 */
function displayIdMatches(
  displayPid: string,
  shortName: string,
  problemID: string,
  complete: boolean,
): boolean {
  const stored = displayPid.toLowerCase();
  const wanted = problemID.trim().toLowerCase();
  const prefix = shortName.toLowerCase();
  const shown = stored.startsWith(prefix) ? stored.slice(prefix.length) : stored;
  return complete ? stored === wanted || shown === wanted : stored.includes(wanted);
}

/**
 * A page of a group's status list, newest first: the submissions made in the group outside its
 * contests (its problems and trainings; a contest's stay in the contest), read from the group's own
 * index partition (`queryGroupSubmissions`), filtered by author (`onlyMine`, `username`) and status
 * as DynamoDB reads and by display id in code. The route's scope found the group and let only its
 * members (and the super admin) in. A group keeps no count of its submissions: `total` counts the rows
 * up to this page and one more when more follow, as a contest's list does.
 */
export async function groupSubmissionPage(
  group: GroupHead,
  viewer: Viewer,
  request: GroupListRequest,
): Promise<Page<SubmissionRow>> {
  const empty = pageAnswer<SubmissionRow>([], 0, request);
  if (request.onlyMine && !viewer) throw new AppError('loginRequired');
  const filter: SubmissionFilter = { status: request.status };
  if (request.onlyMine) filter.uid = viewer?.uid;
  if (request.username) {
    const author = await findUserByUsername(request.username);
    if (!author || (filter.uid !== undefined && author.uid !== filter.uid)) return empty;
    filter.uid = author.uid;
  }
  const problemID = request.problemID?.trim();
  const keep = problemID
    ? (summary: SubmissionSummary) =>
        displayIdMatches(
          summary.displayPid,
          group.stored.shortName,
          problemID,
          request.completeProblemID === true,
        )
    : undefined;
  const wanted = request.currentPage * request.limit;
  const matches = await queryGroupSubmissions(group.gid, filter, wanted + 1, maxIndexReads, keep);
  const page = matches.items.slice((request.currentPage - 1) * request.limit, wanted);
  return pageAnswer(await submissionRows(page), matches.items.length, request);
}
