import { useTranslation } from 'react-i18next';
import { rejudgeProblemResultSchema } from '@oj/shared/api/admin-judge';
import { AppLink } from '../../../../components/app-link';
import type { FollowedContestRejudge } from './use-contest-rejudge-job';

/** How the followed rejudge stands: queued, a progress bar while it runs, then its counts or why it failed. */
export function ContestRejudgeJob({
  followed,
  submissionsHref,
}: {
  followed: FollowedContestRejudge;
  submissionsHref: string;
}) {
  const { t } = useTranslation();
  const { job, displayId } = followed;
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
  if (job?.status === 'failed') text = t('admin-judge.contestRejudge.failed', { error: job.error ?? '' });
  else if (result?.success) text = t('admin-judge.contestRejudge.done', result.data);
  else if (job?.status === 'running' && progress)
    text = t('admin-judge.contestRejudge.running', { done: progress.done, total: progress.total });
  else text = t('admin-judge.contestRejudge.queued');

  return (
    <section
      className={`rounded-lg border px-4 py-3 text-sm ${tone}`}
      aria-live="polite"
      data-testid="contest-rejudge-job"
      data-status={job?.status ?? 'starting'}
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <h3 className="font-medium text-slate-800">
          {t('admin-judge.contestRejudge.jobTitle', { displayId })}
        </h3>
        <p className="min-w-0 flex-1 text-slate-600" data-testid="contest-rejudge-job-text">
          {text}
        </p>
        {job?.status === 'done' ? (
          <AppLink href={submissionsHref} className="text-blue-600 hover:underline">
            {t('admin-judge.contestRejudge.viewSubmissions')}
          </AppLink>
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
