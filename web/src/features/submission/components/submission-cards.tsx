import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubmissionRow } from '@oj/shared/api/submission';
import { formatBeijingTime } from '../../../lib/beijing-time';
import { hasRowActions } from '../list/judge-actions';
import { shownMemory, shownScore, shownTime } from '../list/row-facts';
import type { SubmissionViewer } from '../viewer';
import { AuthorLink, ProblemLink, RunIdLink, StatusWithMark } from './submission-row-parts';
import { SubmissionRowActions } from './submission-row-actions';

interface SubmissionCardsProps {
  rows: readonly SubmissionRow[];
  viewer: SubmissionViewer;
  onRow: (row: SubmissionRow) => void;
  /** The list owner's own action for a row (`SubmissionListSource.rowAction`). */
  rowAction?: (row: SubmissionRow) => ReactNode;
}

/** The submission list under 768 px: one compact card a submission, so nothing scrolls sideways. */
export function SubmissionCards({ rows, viewer, onRow, rowAction }: SubmissionCardsProps) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-2 md:hidden" data-testid="submission-cards">
      {rows.map((row) => {
        const score = shownScore(row);
        const extra = rowAction?.(row);
        const facts = [
          ['time', shownTime(row)],
          ['memory', shownMemory(row)],
          ['language', row.language],
        ] as const;
        return (
          <li
            key={row.submitId}
            className="rounded-lg border border-slate-200 px-3 py-2.5 text-sm"
            data-testid="submission-card"
            data-submit-id={row.submitId}
          >
            <div className="flex items-center justify-between gap-2">
              <span className="inline-flex min-w-0 items-center gap-2">
                <span className="text-slate-400">#</span>
                <RunIdLink row={row} />
                <StatusWithMark row={row} />
              </span>
              {score === '-' ? null : (
                <span className="shrink-0 text-xs text-slate-500">
                  {t('submission.columns.score')}{' '}
                  <b className="text-sm text-slate-800" data-testid="card-score">
                    {score}
                  </b>
                </span>
              )}
            </div>
            <ProblemLink row={row} className="mt-1 block truncate" />
            <dl className="mt-2 grid grid-cols-3 gap-2 rounded-md bg-slate-50 px-2 py-1.5 text-xs">
              {facts.map(([key, value]) => (
                <div key={key} className="min-w-0">
                  <dt className="text-slate-400">{t(`submission.columns.${key}`)}</dt>
                  <dd className="truncate text-slate-700">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-2 flex items-center justify-between gap-3 text-xs text-slate-500">
              <span className="min-w-0 truncate">
                <AuthorLink row={row} />
              </span>
              <span className="shrink-0" title={t('submission.columns.submitTime')}>
                {formatBeijingTime(row.submitTime)}
              </span>
            </p>
            {hasRowActions(row, viewer) || extra ? (
              <div className="mt-2 flex justify-end border-t border-slate-100 pt-1.5">
                <SubmissionRowActions row={row} viewer={viewer} onRow={onRow} extra={extra} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
