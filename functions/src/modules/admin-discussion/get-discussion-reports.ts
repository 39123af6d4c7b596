import { pageAnswer, type adminGetDiscussionReports as call, type DiscussionReport } from '@oj/shared';
import { listReports, type StoredReport } from '../../data/discussions/discussion-reports';
import { readDiscussionLine } from '../../data/discussions/read-discussion-line';
import type { Handler } from '../../frame/route';

/** Unhandled first, then newest (a higher id is a later report). */
export function sortReports(reports: StoredReport[]): StoredReport[] {
  return reports.sort((a, b) => Number(a.status) - Number(b.status) || b.id - a.id);
}

/**
 * GET /api/admin/discussion-report (admin roles): a page of reports with the reported discussion's
 * title and author (null once deleted): one Query of the reports, one GetItem per line on the page.
 */
export const getDiscussionReports: Handler<typeof call, 'admin'> = async ({ query }) => {
  const reports = sortReports(await listReports());
  const start = (query.currentPage - 1) * query.limit;
  const page = reports.slice(start, start + query.limit);
  const lines = new Map(
    await Promise.all(
      [...new Set(page.map((report) => report.did))].map(
        async (did) => [did, await readDiscussionLine(did)] as const,
      ),
    ),
  );
  const records: DiscussionReport[] = page.map((report) => {
    const line = lines.get(report.did) ?? null;
    return {
      id: report.id,
      did: report.did,
      gid: line?.gid ?? null,
      discussionTitle: line?.title ?? null,
      discussionAuthor: line?.author ?? null,
      reporter: report.reporter,
      content: report.content,
      status: report.status,
      gmtCreate: report.gmtCreate,
      gmtModified: report.gmtModified,
    };
  });
  return pageAnswer(records, reports.length, query);
};
