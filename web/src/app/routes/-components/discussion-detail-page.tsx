import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DeadEnd } from '../../../components/dead-end';
import { CommentSection } from '../../../features/comment/components/comment-section';
import { discussionDetailQueryOptions } from '../../../features/discussion/api/get-discussion-detail';
import { DiscussionDetailView } from '../../../features/discussion/detail/components/discussion-detail-view';
import { useDiscussionViewer } from './discussion-viewer';

const detailRoute = getRouteApi('/discussion-detail/$discussionID');

/** /discussion-detail/:discussionID: the discussion, then its comment section (the comment feature's). */
export function DiscussionDetailPage() {
  const { t } = useTranslation();
  const { discussionID } = detailRoute.useParams();
  const did = Number(discussionID);
  const valid = Number.isSafeInteger(did) && did > 0;
  const { viewer, askLogin } = useDiscussionViewer();
  const detail = useQuery({ ...discussionDetailQueryOptions(valid ? did : 0, viewer.uid), enabled: valid });
  if (!valid || detail.isError) {
    return (
      <DeadEnd
        testId="discussion-detail-failed"
        linkTo="/discussion"
        linkText={t('discussion.detail.backToList')}
      >
        <p className="text-slate-600">{t('discussion.detail.loadFailed')}</p>
      </DeadEnd>
    );
  }
  if (!detail.data) return <p className="py-10 text-center text-slate-400">…</p>;
  return (
    <DiscussionDetailView
      discussion={detail.data}
      viewer={viewer}
      onLoginNeeded={askLogin}
      comments={
        <CommentSection
          source={{ did: detail.data.id }}
          viewer={{ uid: viewer.uid, admin: viewer.admin }}
          onLoginNeeded={askLogin}
        />
      }
    />
  );
}
