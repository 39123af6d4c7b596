import { getRouteApi } from '@tanstack/react-router';
import { ContestProblemAdmin } from '../../../features/admin-contest-problem/components/contest-problem-admin';
import { AdminContestPage, contestIdOf } from './admin-contest-header';

const adminContestProblemsRoute = getRouteApi('/admin/contest/$contestId/problems');

/** A contest's problems; the contest's rule type decides which public problems are offered. */
export function AdminContestProblemsPage() {
  const { contestId } = adminContestProblemsRoute.useParams();
  const cid = contestIdOf(contestId);
  return (
    <AdminContestPage cid={cid} current="problems">
      {(contest) => <ContestProblemAdmin cid={contest.id} type={contest.type === 1 ? 1 : 0} />}
    </AdminContestPage>
  );
}
