import { UserName } from '../../../components/user-name';
import { useTranslation } from 'react-i18next';
import type { SubmissionRow } from '@oj/shared/api/submission';
import { AppLink } from '../../../components/app-link';
import { StatusTag } from '../../../components/judge-status-tag';
import { useSubmissionLinks } from '../submission-links';

/** The pieces of one submission that the table and the phone cards both show. */

export function RunIdLink({ row }: { row: SubmissionRow }) {
  const links = useSubmissionLinks();
  return (
    <AppLink href={links.detail(row)} className="font-mono text-blue-600 hover:underline">
      {row.submitId}
    </AppLink>
  );
}

export function ProblemLink({ row, className = '' }: { row: SubmissionRow; className?: string }) {
  const links = useSubmissionLinks();
  return (
    <AppLink
      href={links.problem(row)}
      className={`text-slate-700 hover:text-blue-600 ${className}`}
      title={row.title}
    >
      <span className="font-mono text-blue-600">{row.displayPid}</span> {row.title}
    </AppLink>
  );
}

export function AuthorLink({ row }: { row: SubmissionRow }) {
  return (
    <AppLink href={`/user-home?username=${encodeURIComponent(row.username)}`} className="hover:text-blue-600">
      <UserName name={row.username} number={row.number} />
    </AppLink>
  );
}

/** The coloured status tag, with the "Manual" mark on a row judged by hand. */
export function StatusWithMark({ row }: { row: SubmissionRow }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1">
      <StatusTag status={row.status} />
      {row.isManual ? (
        <span
          className="rounded bg-slate-100 px-1 text-[11px] text-slate-500"
          title={t('submission.manual.indicator')}
          data-testid="manual-indicator"
        >
          {t('submission.manual.short')}
        </span>
      ) : null}
    </span>
  );
}
