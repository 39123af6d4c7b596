import { useState, type ClipboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiscussionDetail } from '@oj/shared/api/discussion';
import { AppLink } from '../../../../components/app-link';
import { MarkdownView } from '../../../../components/markdown-view';
import { PageTitle } from '../../../../components/ui/page-title';
import { formatBeijingTime } from '../../../../lib/beijing-time';
import { usePageSubject } from '../../../../lib/page-subject';
import { showToast } from '../../../../lib/toast-store';
import { useLikeDiscussion } from '../../api/like-discussion';
import { AuthorAvatar, RoleBadge, TitleTag } from '../../../../components/author/author-marks';
import type { DiscussionViewer } from '../../discussion-viewer';
import { ReportDialog } from './report-dialog';

interface DiscussionDetailViewProps {
  discussion: DiscussionDetail;
  viewer: DiscussionViewer;
  /** A visitor's like or report: the page asks them to log in. */
  onLoginNeeded: () => void;
  /** The comment section under the discussion (another feature, put here by the route page). */
  comments: ReactNode;
}

/**
 * /discussion-detail/:discussionID (spec part 3 §2.2): title, author with badge and title tag,
 * category and problem links, like, report, views, time, the markdown (sanitised for every author:
 * nothing a user writes runs script in another's browser), copying blocked for non-admins, comments.
 */
export function DiscussionDetailView({
  discussion,
  viewer,
  onLoginNeeded,
  comments,
}: DiscussionDetailViewProps) {
  const { t } = useTranslation();
  const like = useLikeDiscussion();
  const [reporting, setReporting] = useState(false);
  usePageSubject(discussion.title);
  function toggleLike(): void {
    if (viewer.uid === null) return onLoginNeeded();
    const toLike = !discussion.hasLike;
    like.mutate(
      { did: discussion.id, toLike },
      {
        onSuccess: () =>
          showToast('success', toLike ? t('discussion.detail.likeDone') : t('discussion.detail.unlikeDone')),
      },
    );
  }
  function report(): void {
    if (viewer.uid === null) return onLoginNeeded();
    setReporting(true);
  }
  function blockCopy(event: ClipboardEvent<HTMLElement>): void {
    if (viewer.admin) return;
    event.preventDefault();
    showToast('warning', t('discussion.detail.copyBlocked'));
  }
  async function copyContent(): Promise<void> {
    try {
      await navigator.clipboard.writeText(discussion.content);
      showToast('success', t('discussion.detail.copied'));
    } catch {
      showToast('error', t('discussion.detail.copyFailed'));
    }
  }
  const userHome = `/user-home?uid=${encodeURIComponent(discussion.uid)}&username=${encodeURIComponent(discussion.author)}`;
  return (
    <div className="space-y-4" data-testid="discussion-detail" data-discussion-id={discussion.id}>
      <article className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <PageTitle testId="discussion-detail-title">{discussion.title}</PageTitle>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-500">
          <AppLink
            href={userHome}
            className="flex items-center gap-2 text-slate-700 hover:text-blue-600"
            data-testid="discussion-detail-author"
          >
            <AuthorAvatar avatar={discussion.avatar} name={discussion.author} />
            <span className="font-medium">{discussion.author}</span>
          </AppLink>
          <RoleBadge role={discussion.role} testId="discussion-author-badge" />
          <TitleTag
            name={discussion.titleName}
            color={discussion.titleColor}
            testId="discussion-author-title"
          />
          <AppLink
            href={`/discussion?cid=${discussion.categoryId}`}
            className="rounded bg-blue-50 px-2 py-0.5 text-blue-700 hover:bg-blue-100"
            data-testid="discussion-detail-category"
          >
            {discussion.categoryName}
          </AppLink>
          {discussion.pid ? (
            <AppLink
              href={`/problem/${encodeURIComponent(discussion.pid)}`}
              className="text-blue-600 hover:underline"
              data-testid="discussion-detail-problem"
            >
              {t('discussion.detail.problem')} {discussion.pid}
            </AppLink>
          ) : null}
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-slate-500">
          <span>
            {t('discussion.detail.postedAt', { time: formatBeijingTime(discussion.gmtCreate, 'minute') })}
          </span>
          <span data-testid="discussion-detail-views">
            {t('discussion.detail.views', { count: discussion.viewNum })}
          </span>
        </div>
        <div
          className="mt-4 border-t border-slate-100 pt-4 break-words"
          onCopy={blockCopy}
          onCut={blockCopy}
          data-testid="discussion-detail-content"
        >
          <MarkdownView source={discussion.content} />
        </div>
        <div className="mt-6 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4">
          <button
            type="button"
            onClick={toggleLike}
            disabled={like.isPending}
            aria-pressed={discussion.hasLike}
            className={`flex items-center gap-1.5 rounded-full border px-4 py-1.5 text-sm transition ${discussion.hasLike ? 'border-rose-500 bg-rose-50 text-rose-600' : 'border-slate-300 text-slate-600 hover:bg-slate-50'}`}
            data-testid="discussion-like"
            data-liked={discussion.hasLike ? 'true' : 'false'}
          >
            <span aria-hidden>{discussion.hasLike ? '♥' : '♡'}</span>
            {discussion.hasLike ? t('discussion.detail.liked') : t('discussion.detail.like')}
            <span className="font-medium" data-testid="discussion-like-count">
              {discussion.likeNum}
            </span>
          </button>
          <button
            type="button"
            onClick={report}
            className="rounded-full border border-slate-300 px-4 py-1.5 text-sm text-slate-600 hover:bg-slate-50"
            data-testid="discussion-report"
          >
            {t('discussion.detail.report')}
          </button>
          {viewer.admin ? (
            <button
              type="button"
              onClick={() => void copyContent()}
              className="rounded-full border border-slate-300 px-4 py-1.5 text-sm text-slate-600 hover:bg-slate-50"
              data-testid="discussion-copy"
            >
              {t('discussion.detail.copy')}
            </button>
          ) : null}
        </div>
      </article>
      <section
        className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
        data-testid="discussion-comments"
      >
        <h2 className="mb-3 text-base font-semibold text-slate-800">{t('discussion.detail.comments')}</h2>
        {comments}
      </section>
      {reporting && viewer.username ? (
        <ReportDialog did={discussion.id} reporter={viewer.username} onClose={() => setReporting(false)} />
      ) : null}
    </div>
  );
}
