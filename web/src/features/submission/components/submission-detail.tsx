import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isFinalStatus } from '@oj/shared/judge/judge-status';
import { EmptyState } from '../../../components/ui/card';
import { ApiError } from '../../../lib/api-error';
import { refetchWhile } from '../../../lib/poll-until';
import { submissionDetailQueryOptions } from '../api/get-submission-detail';
import type { SubmissionViewer } from '../viewer';
import { CaseResults } from './case-results';
import { CodePanel } from './code-panel';
import { DetailSummaryTable } from './detail-summary-table';
import { DownloadTestcaseLink } from './download-testcase-link';
import { QuizResult } from './quiz-result';
import { StatusBanner } from './status-banner';

/** Shown for a run id that is unknown, unreadable, or refused to this viewer. */
export function SubmissionUnavailable({ forbidden = false }: { forbidden?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="detail-unavailable">
      <EmptyState text={forbidden ? t('submission.quiz.noPermission') : t('submission.detail.unavailable')} />
    </div>
  );
}

/** Spec §9: a submission in flight is read again every 2 s. */
const detailPollMs = 2_000;

/** The submission detail screen of spec §2, or the quiz-paper view for CS problems. */
export function SubmissionDetail({ submitId, viewer }: { submitId: number; viewer: SubmissionViewer }) {
  const { t } = useTranslation();
  const detail = useQuery({
    ...submissionDetailQueryOptions(submitId),
    // A submission still being judged is read again every 2 s (spec §9) until its verdict is in.
    refetchInterval: refetchWhile((data) => !isFinalStatus(data.submission.status), detailPollMs),
  });
  if (detail.isPending) return <EmptyState text={t('submission.loading')} />;
  if (detail.isError) {
    return (
      <SubmissionUnavailable forbidden={detail.error instanceof ApiError && detail.error.status === 403} />
    );
  }

  const { submission, codeShare, codeHiddenBySite, quiz } = detail.data;
  if (quiz) return <QuizResult submission={submission} quiz={quiz} />;
  const isOwner = viewer.uid !== null && viewer.uid === submission.uid;
  // Contest submissions never share; stopping a share is always allowed (docs/api/submissions.md).
  const mayToggleShare = isOwner && submission.cid === 0 && (codeShare || submission.share);
  return (
    <div className="space-y-4" data-testid="submission-detail">
      <StatusBanner
        submission={submission}
        download={
          viewer.admin ? (
            <DownloadTestcaseLink pid={submission.pid} displayPid={submission.displayPid} />
          ) : null
        }
      />
      <DetailSummaryTable submission={submission} />
      <CaseResults
        submitId={submitId}
        final={isFinalStatus(submission.status)}
        isOi={submission.oiRankScore !== null}
      />
      {submission.code !== null ? (
        <CodePanel
          submitId={submitId}
          code={submission.code}
          language={submission.language}
          share={mayToggleShare ? { shared: submission.share, uid: submission.uid } : undefined}
        />
      ) : codeHiddenBySite ? (
        <p
          className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800"
          role="note"
          data-testid="code-hidden"
        >
          {t('submission.detail.codeHiddenBySite')}
        </p>
      ) : null}
      <p className="text-right text-xs text-slate-400">{t('submission.detail.timeZone')}</p>
    </div>
  );
}
