import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../../components/app-link';
import { formatMemory, formatTime } from '../../../../lib/format';
import type { SubmitProgress } from '../submit/use-submit-solution';
import { StatusTag } from '../../../../components/judge-status-tag';
import { useScope } from '../../../../lib/scope/scope-provider';

/** The status of the last submit, in its colour, with time and memory once judged. */
export function SubmitResult({ progress }: { progress: SubmitProgress | null }) {
  const { t } = useTranslation();
  const scope = useScope();
  if (!progress || progress.status === undefined) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-slate-500" data-testid="submit-result">
      <StatusTag status={progress.status} testId="submit-status" />
      {progress.time !== undefined && progress.time !== null ? (
        <span>{formatTime(progress.time)}</span>
      ) : null}
      {progress.memory !== undefined && progress.memory !== null ? (
        <span>{formatMemory(progress.memory)}</span>
      ) : null}
      {progress.submitId !== undefined && !progress.busy ? (
        <AppLink
          href={
            scope.kind === 'contest'
              ? scope.submissionHref(progress.submitId)
              : `/submission-detail/${progress.submitId}`
          }
          className="text-blue-600 hover:underline"
        >
          {t('problem.page.submit.viewDetail')}
        </AppLink>
      ) : null}
    </div>
  );
}
