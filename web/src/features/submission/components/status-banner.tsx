import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubmissionRow } from '@oj/shared/api/submission';
import { formatLength, formatMemory, formatTime } from '../../../lib/format';
import { UserName } from '../../../components/user-name';
import { bannerKindOf } from '../detail/banner-kind';
import { isInFlightStatus, judgeStatusStyle } from '../../../lib/judge-status-style';

interface StatusBannerProps {
  submission: SubmissionRow & { errorMessage: string | null };
  /** The admins' test data link (spec §2), when the viewer may download. */
  download?: ReactNode;
}

/** The coloured banner on top of a submission's detail (spec §2). */
export function StatusBanner({ submission, download }: StatusBannerProps) {
  const { t } = useTranslation();
  const style = judgeStatusStyle(submission.status);
  const kind = bannerKindOf(submission.status);
  const facts = [
    [t('submission.columns.time'), submission.time === null ? '-' : formatTime(submission.time)],
    [t('submission.columns.memory'), submission.memory === null ? '-' : formatMemory(submission.memory)],
    [t('submission.columns.length'), formatLength(submission.length)],
    [t('submission.columns.language'), submission.language],
    [t('submission.columns.author'), <UserName name={submission.username} number={submission.number} />],
  ] as const;
  return (
    <section className={`rounded-xl border p-4 ${style.tagClass}`} data-testid="status-banner">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="flex items-center gap-2 text-xl font-semibold">
          {isInFlightStatus(submission.status) ? (
            <span className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
          ) : null}
          {t(`judgeStatus.${style.nameKey}`)}
        </h1>
        {download}
      </div>
      {kind === 'errorText' && submission.errorMessage ? (
        <pre
          className="mt-3 max-h-80 overflow-auto rounded-md bg-white/70 p-3 font-mono text-xs whitespace-pre-wrap text-slate-700"
          data-testid="error-text"
        >
          {submission.errorMessage}
        </pre>
      ) : null}
      {kind === 'runFacts' ? (
        <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm" data-testid="run-facts">
          {facts.map(([label, value]) => (
            <div key={label} className="flex gap-1">
              <dt className="opacity-70">{label}:</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
