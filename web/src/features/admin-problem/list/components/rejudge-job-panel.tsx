import { useTranslation } from 'react-i18next';
import { rejudgeProblemResultSchema } from '@oj/shared/api/admin-judge';
import { AppLink } from '../../../../components/app-link';
import type { FollowedRejudge } from './use-rejudge-job';

/** How the followed rejudge stands: waiting, a progress bar while it runs, then its outcome. */
export function RejudgeJobPanel({ followed, onClose }: { followed: FollowedRejudge; onClose: () => void }) {
  const { t } = useTranslation();
  const { job, problemId } = followed;
  const progress = job?.progress ?? null;
  const share = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  const result = job?.status === 'done' ? rejudgeProblemResultSchema.safeParse(job.result) : undefined;
  const tone =
    job?.status === 'failed'
      ? 'border-red-200 bg-red-50'
      : job?.status === 'done'
        ? 'border-green-200 bg-green-50'
        : 'border-blue-200 bg-blue-50';

  let text: string;
  if (job?.status === 'failed') text = t('admin-problem.list.job.failed', { error: job.error ?? '' });
  else if (result?.success) text = t('admin-problem.list.job.done', result.data);
  else if (job?.status === 'running' && progress)
    text = t('admin-problem.list.job.running', { done: progress.done, total: progress.total });
  else text = t('admin-problem.list.job.queued');

  return (
    <section
      className={`rounded-lg border px-4 py-3 text-sm ${tone}`}
      aria-live="polite"
      data-testid="rejudge-job"
      data-status={job?.status ?? 'starting'}
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <h2 className="font-medium text-slate-800">{t('admin-problem.list.job.title', { problemId })}</h2>
        <p className="min-w-0 flex-1 text-slate-600" data-testid="rejudge-job-text">
          {text}
        </p>
        {job?.status === 'done' ? (
          <AppLink
            href={`/status?problemID=${encodeURIComponent(problemId)}`}
            className="text-blue-600 hover:underline"
          >
            {t('admin-problem.list.job.viewSubmissions')}
          </AppLink>
        ) : null}
        <button type="button" className="text-slate-500 hover:text-slate-700" onClick={onClose}>
          {t('admin-problem.list.job.close')}
        </button>
      </div>
      {job?.status === 'running' || job?.status === 'queued' || job === null ? (
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
