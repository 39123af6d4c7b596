import type { ReportTag } from '@oj/shared/domain/discussion';
import { reportContentProblem, writeReportContent } from '@oj/shared/domain/report-content';

const problemMessages = { empty: 'discussion.report.empty', reasonTooLong: 'discussion.report.tooLong' };

/** What is wrong with a report before it is sent (the server's rule), as an i18n key; null when it can go. */
export function reportProblem(tags: readonly ReportTag[], reason: string): string | null {
  const problem = reportContentProblem({ tags, reason });
  return problem === undefined ? null : problemMessages[problem];
}

/**
 * The report's `content` (spec part 3 §3 "Report"): each chosen tag in hash marks, in the fixed tag
 * order, then the reason. Tags are written as shared's names, so the admin list can show them in the
 * admin's own language.
 */
export function reportContent(
  tags: readonly ReportTag[],
  reason: string,
  order: readonly ReportTag[],
): string {
  return writeReportContent(
    order.filter((tag) => tags.includes(tag)),
    reason,
  );
}
