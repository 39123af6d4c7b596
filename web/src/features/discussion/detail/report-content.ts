import { discussionRules, type ReportTag } from '@oj/shared/domain/discussion';

/** What is wrong with a report before it is sent, as an i18n key; null when it can go. */
export function reportProblem(tags: readonly ReportTag[], reason: string): string | null {
  if (tags.length === 0 && reason.trim() === '') return 'discussion.report.empty';
  if (reason.trim().length > discussionRules.reportReasonMaxLength) return 'discussion.report.tooLong';
  return null;
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
  const chosen = order.filter((tag) => tags.includes(tag));
  return `${chosen.map((tag) => `#${tag}#`).join('')}${reason.trim()}`;
}
