import { getRouteApi } from '@tanstack/react-router';
import {
  SubmissionDetail,
  SubmissionUnavailable,
} from '../../../features/submission/components/submission-detail';
import { SubmissionLinksContext } from '../../../features/submission/submission-links';
import { contestSubmissionLinks } from '../../../features/contest-submission/list/contest-list-rules';
import { useSubmissionViewer } from './use-submission-viewer';

const route = getRouteApi('/contest/$contestID/problem/$problemID/submission-detail/$submitID');

/** A submission inside the contest: the submission detail, its links kept in the contest. */
export function ContestSubmissionDetailPage() {
  const { contestID, submitID } = route.useParams();
  const viewer = useSubmissionViewer();
  if (submitID <= 0) return <SubmissionUnavailable />;
  return (
    <SubmissionLinksContext.Provider value={contestSubmissionLinks(Number(contestID))}>
      <SubmissionDetail key={submitID} submitId={submitID} viewer={viewer} />
    </SubmissionLinksContext.Provider>
  );
}
