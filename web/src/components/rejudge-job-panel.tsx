import { useTranslation } from 'react-i18next';
import type { JobView } from '@oj/shared/api/admin-job';
import { rejudgeProblemResultSchema } from '@oj/shared/api/admin-judge';
import { AppLink } from './app-link';

interface Props {
  /** The job as last read; null before the first read. */
  job: JobView | null;
  heading: string;
  /** The catalogue section holding `queued`, `running`, `done`, `failed`, `viewSubmissions` (and `close`). */
  strings: string;
  /** Where the rejudged submissions are listed, linked once the job is done. */
  submissionsHref: string;
  testId: string;
  /** Without it the panel has no close button. */
  onClose?: () => void;
}

/** How a followed rejudge stands: queued, a progress bar while it runs, then its counts or why it failed. */
export function RejudgeJobPanel({ job, heading, strings, submissionsHref, testId, onClose }: Props) {
  const { t } = useTranslation();
  const progress = job?.progress ?? null;
  const share = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  const result = job?.status === 'done' ? rejudgeProblemResultSchema.safeParse(job.result) : undefined;
  const running = job === null || job.status === 'queued' || job.status === 'running';
  const tone =
    job?.status === 'failed'
      ? 'border-red-200 bg-red-50'
      : job?.status === 'done'
        ? 'border-green-200 bg-green-50'
        : 'border-blue-200 bg-blue-50';

  let text: string;
  if (job?.status === 'failed') text = t(`${strings}.failed`, { error: job.error ?? '' });
  else if (result?.success) text = t(`${strings}.done`, result.data);
  else if (job?.status === 'running' && progress)
    text = t(`${strings}.running`, { done: progress.done, total: progress.total });
  else text = t(`${strings}.queued`);

  return (
    <section
      className={`rounded-lg border px-4 py-3 text-sm ${tone}`}
      aria-live="polite"
      data-testid={testId}
      data-status={job?.status ?? 'starting'}
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <h2 className="font-medium text-slate-800">{heading}</h2>
        <p className="min-w-0 flex-1 text-slate-600" data-testid={`${testId}-text`}>
          {text}
        </p>
        {job?.status === 'done' ? (
          <AppLink href={submissionsHref} className="text-blue-600 hover:underline">
            {t(`${strings}.viewSubmissions`)}
          </AppLink>
        ) : null}
        {onClose ? (
          <button type="button" className="text-slate-500 hover:text-slate-700" onClick={onClose}>
            {t(`${strings}.close`)}
          </button>
        ) : null}
      </div>
      {running ? (
        <div
          className="mt-2 h-1.5 overflow-hidden rounded-full bg-white"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={share}
        >
          <div className="h-full rounded-full bg-blue-500 transition-all" style={{ width: `${share}%` }} />
        </div>
      ) : null}
    </section>
  );
}
