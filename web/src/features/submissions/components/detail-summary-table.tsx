import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubmissionRow } from '@oj/shared/api/submission';
import { AppLink } from '../../../components/app-link';
import { formatLength, formatMemory, formatTime } from '../../../lib/format';
import { formatBeijingTime } from '../../../lib/beijing-time';
import { StatusTag } from '../../../components/judge-status-tag';

/** The one-row table of a submission (spec §2); the score column only for OI problems. */
export function DetailSummaryTable({ submission }: { submission: SubmissionRow }) {
  const { t } = useTranslation();
  const isOi = submission.oiRankScore !== null;
  const cells: [string, ReactNode][] = [
    [t('submissions.columns.runId'), <span className="font-mono">{submission.submitId}</span>],
    [t('submissions.columns.submitTime'), formatBeijingTime(submission.submitTime)],
    [
      t('submissions.columns.problem'),
      <AppLink href={`/problem/${submission.displayPid}`} className="font-mono text-blue-600 hover:underline">
        {submission.displayPid}
      </AppLink>,
    ],
    [t('submissions.columns.status'), <StatusTag status={submission.status} />],
    [t('submissions.columns.time'), submission.time === null ? '-' : formatTime(submission.time)],
    [t('submissions.columns.memory'), submission.memory === null ? '-' : formatMemory(submission.memory)],
    ...(isOi ? [[t('submissions.columns.score'), submission.score ?? '-'] as [string, ReactNode]] : []),
    [t('submissions.columns.length'), formatLength(submission.length)],
  ];
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[640px] text-sm" data-testid="detail-summary">
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
            {cells.map(([label]) => (
              <th key={label} className="px-3 py-2.5 font-medium whitespace-nowrap">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {cells.map(([label, value]) => (
              <td key={label} className="px-3 py-2.5 whitespace-nowrap">
                {value}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
