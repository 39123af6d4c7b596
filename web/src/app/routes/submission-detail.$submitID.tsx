import { createRoute } from '@tanstack/react-router';
import * as z from 'zod';
import { submissionDetailQueryOptions } from '../../features/submissions/api/get-submission-detail';
import {
  SubmissionDetail,
  SubmissionUnavailable,
} from '../../features/submissions/components/submission-detail';
import { useSubmissionViewer } from './-components/use-submission-viewer';
import { rootRoute } from './root';

/** A run id that is not a positive number shows the "cannot be shown" panel, not an error page. */
const submitIdSchema = z.coerce.number().int().positive().catch(0);

export const submissionDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/submission-detail/$submitID',
  staticData: { titleKey: 'submissions.detailTitle' },
  params: {
    parse: ({ submitID }) => ({ submitID: submitIdSchema.parse(submitID) }),
    stringify: ({ submitID }) => ({ submitID: String(submitID) }),
  },
  loader: ({ context: { queryClient }, params }) =>
    params.submitID > 0
      ? queryClient.ensureQueryData(submissionDetailQueryOptions(params.submitID)).catch(() => undefined)
      : undefined,
  component: SubmissionDetailPage,
});

function SubmissionDetailPage() {
  const { submitID } = submissionDetailRoute.useParams();
  const viewer = useSubmissionViewer();
  if (submitID <= 0) return <SubmissionUnavailable />;
  return <SubmissionDetail key={submitID} submitId={submitID} viewer={viewer} />;
}
