import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useContestShell } from '../../../features/contest/shell/contest-shell-context';
import { contestProblemListQueryOptions } from '../../../features/contest-problem/api/get-contest-problem';
import { ContestRejudge } from '../../../features/admin-judge/contest-rejudge/components/contest-rejudge';
import { ContestTabNotice } from './contest-tab-notice';

/** /contest/:contestID/rejudge: the super admin rejudges one of the contest's problems. */
export function ContestRejudgePage() {
  const { t } = useTranslation();
  const { cid, standing } = useContestShell();
  const problems = useQuery({ ...contestProblemListQueryOptions(cid), enabled: standing.superAdmin });
  if (!standing.superAdmin) return <ContestTabNotice text={t('admin-judge.contestRejudge.superAdminOnly')} />;
  if (problems.isPending)
    return <div className="h-40 animate-pulse rounded-lg bg-slate-100" aria-busy="true" />;
  return (
    <ContestRejudge
      cid={cid}
      problems={problems.data ?? []}
      submissionsHref={(displayId) =>
        `/contest/${cid}/submissions?problemID=${encodeURIComponent(displayId)}`
      }
    />
  );
}
