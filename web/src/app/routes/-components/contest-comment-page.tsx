import { useTranslation } from 'react-i18next';
import { CommentSection } from '../../../features/comment/components/comment-section';
import { useContestShell } from '../../../features/contest/shell/contest-shell-context';
import { useDiscussionViewer } from './discussion-viewer';

/**
 * /contest/:contestID/comment: the contest's clarifications, the comment component under the contest
 * (spec part 2 §6): contestants ask, the organisers answer; while the contest runs a contestant sees
 * only their own questions and the staff's posts (the server filters), the organisers see all.
 */
export function ContestCommentPage() {
  const { t } = useTranslation();
  const { cid, contest, standing } = useContestShell();
  const { viewer, askLogin } = useDiscussionViewer();
  return (
    <section
      className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
      data-testid="contest-comment-page"
    >
      <h2 className="text-base font-semibold text-slate-800">{t('comment.contest.title')}</h2>
      <p className="mt-1 mb-4 text-sm text-slate-500" data-testid="contest-comment-hint">
        {standing.contestAdmin ? t('comment.contest.organiserHint') : t('comment.contest.hint')}
      </p>
      <CommentSection
        source={{ cid }}
        viewer={{ uid: viewer.uid, admin: viewer.admin }}
        onLoginNeeded={askLogin}
        contest={{ admin: standing.contestAdmin, ownerName: contest.author }}
        placeholder={t('comment.contest.placeholder')}
        emptyText={t('comment.contest.empty')}
      />
    </section>
  );
}
