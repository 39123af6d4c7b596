import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SubmissionList } from '../../../features/submission/components/submission-list';
import type { SubmissionListSource } from '../../../features/submission/list/list-source';
import type { StatusSearch } from '../../../features/submission/list/status-search';
import { SubmissionLinksContext } from '../../../features/submission/submission-links';
import { fetchContestSubmissionsStatus } from '../../../features/contest-submission/api/check-contest-submissions-status';
import { contestSubmissionPageQueryOptions } from '../../../features/contest-submission/api/get-contest-submission-list';
import {
  contestOnlyMine,
  contestSubmissionLinks,
  showsMineSwitch,
} from '../../../features/contest-submission/list/contest-list-rules';
import { offersExamLockRelease } from '../../../features/contest-submission/exam-lock/exam-lock-release-rule';
import { ReleaseExamLockAction } from '../../../features/contest-submission/exam-lock/release-exam-lock-action';
import { useContestProblemStanding } from './contest-problem-standing';
import { useSubmissionViewer } from './use-submission-viewer';

const route = getRouteApi('/contest/$contestID/submissions');

/**
 * The contest's submissions tab (spec part 2 §2): the status list's filters, table, cards, 2-second
 * polling and pager over the contest's own list and status calls, its links inside the contest. In
 * exam mode it is the organisers' exam status tab: a handed-in paper sheet offers to release its
 * author's exam lock.
 */
export function ContestSubmissionListPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const viewer = useSubmissionViewer();
  const { standing, examMode, afterContestSubmissions } = useContestProblemStanding();
  const { cid } = standing;
  const listViewer = { contestAdmin: standing.contestAdmin, examMode };
  const beforeStart = standing.phase === 'scheduled';
  // After-contest submissions: the admin's switch; a contestant sees theirs once the contest takes them.
  const containsEnd = standing.contestAdmin ? afterContestSubmissions : standing.allowEndSubmit;
  const listWindow = { cid, beforeStart, containsEnd };
  const lockFacts = { examMode, contestAdmin: standing.contestAdmin, viewerUid: viewer.uid };
  const source: SubmissionListSource = {
    heading: t(beforeStart ? 'contest-submission.beforeStartHeading' : 'contest-submission.heading'),
    pageQuery: (query) => contestSubmissionPageQueryOptions(listWindow, query),
    checkStatus: (submitIds) => fetchContestSubmissionsStatus(cid, submitIds),
    onlyMine: (urlSearch) => contestOnlyMine(urlSearch.onlyMine, listViewer),
    showMineSwitch: showsMineSwitch(listViewer),
    // The contest's list counts its rows only up to the page asked (and one more): no total to say.
    totalText: () => '',
    rowAction: (row) =>
      offersExamLockRelease(row, lockFacts) ? (
        <ReleaseExamLockAction cid={cid} uid={row.uid} username={row.username} />
      ) : null,
  };
  function changeSearch(change: Partial<StatusSearch>): void {
    void navigate({ search: (previous) => ({ ...previous, ...change }) });
  }
  return (
    <SubmissionLinksContext.Provider value={contestSubmissionLinks(cid)}>
      <SubmissionList search={search} viewer={viewer} onSearch={changeSearch} source={source} />
    </SubmissionLinksContext.Provider>
  );
}
