import type { adminUpdateDiscussionReport as call } from '@oj/shared';
import { readReport, setReportStatus } from '../../data/discussions/discussion-reports';
import { readDiscussionLine } from '../../data/discussions/read-discussion-line';
import { AppError } from '../../frame/app-error';
import type { Handler } from '../../frame/route';
import { reportHandledWrites } from '../discussion';

/**
 * PUT /api/admin/discussion-report `{id, status}` (admin roles): marks a report handled or not. The
 * reporter hears (`Mine`) when it becomes handled, in the same transaction.
 */
export const handleDiscussionReport: Handler<typeof call, 'admin'> = async ({ body }) => {
  const report = await readReport(body.id);
  if (!report) throw new AppError('discussionReportNotFound', { id: body.id });
  const tellReporter =
    body.status && !report.status && report.reporterUid !== ''
      ? await reportHandledWrites(report.reporterUid, (await readDiscussionLine(report.did))?.title ?? null)
      : [];
  await setReportStatus(body.id, body.status, new Date(), tellReporter);
  return null;
};
