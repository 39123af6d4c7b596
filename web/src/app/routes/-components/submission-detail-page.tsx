import { getRouteApi } from '@tanstack/react-router';
import {
  SubmissionDetail,
  SubmissionUnavailable,
} from '../../../features/submission/components/submission-detail';
import { useSubmissionViewer } from './use-submission-viewer';

/** The route's hooks by id: importing the route object would make a circle with its lazy component. */
const submissionDetailRoute = getRouteApi('/submission-detail/$submitID');

/** The submission detail screen, loaded with its route. */
export function SubmissionDetailPage() {
  const { submitID } = submissionDetailRoute.useParams();
  const viewer = useSubmissionViewer();
  if (submitID <= 0) return <SubmissionUnavailable />;
  return <SubmissionDetail key={submitID} submitId={submitID} viewer={viewer} />;
}
