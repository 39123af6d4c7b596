import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as z from 'zod';
import { submissionDetailQueryOptions } from '../../features/submission/api/get-submission-detail';
import { contestShellRoute } from './contest.$contestID';

/** A run id that is not a positive number shows the "cannot be shown" panel, not an error page. */
const submitIdSchema = z.coerce.number().int().positive().catch(0);

/** /contest/:contestID/problem/:problemID/submission-detail/:submitID: a submission inside the contest. */
export const contestSubmissionDetailRoute = createRoute({
  getParentRoute: () => contestShellRoute,
  path: 'problem/$problemID/submission-detail/$submitID',
  staticData: { titleKey: 'submission.detailTitle' },
  params: {
    parse: ({ submitID, ...params }) => ({ ...params, submitID: submitIdSchema.parse(submitID) }),
    stringify: ({ submitID, ...params }) => ({ ...params, submitID: String(submitID) }),
  },
  loader: ({ context: { queryClient }, params }) =>
    params.submitID > 0
      ? queryClient.ensureQueryData(submissionDetailQueryOptions(params.submitID)).catch(() => undefined)
      : undefined,
  component: lazyRouteComponent(
    () => import('./-components/contest-submission-detail-page'),
    'ContestSubmissionDetailPage',
  ),
});
