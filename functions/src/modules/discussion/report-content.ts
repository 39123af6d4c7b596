import { discussionRules } from '@oj/shared';

/** A report's text read apart: the `#tag#` marks in front, then the reason. */
export interface ReportContent {
  tags: string[];
  reason: string;
}

/** Reads `#spam#ads#… reason` (each tag between hash marks, as the client writes them) apart. */
export function readReportContent(content: string): ReportContent {
  const tags: string[] = [];
  let rest = content.trim();
  for (let match = /^#([^#\n]*)#/.exec(rest); match; match = /^#([^#\n]*)#/.exec(rest)) {
    tags.push((match[1] as string).trim());
    rest = rest.slice(match[0].length).trimStart();
  }
  return { tags: tags.filter((tag) => tag !== ''), reason: rest.trim() };
}

/** What is wrong with a report, if anything: nothing at all, or a reason too long. */
export function reportProblem(report: ReportContent): 'empty' | 'reasonTooLong' | undefined {
  if (report.tags.length === 0 && report.reason === '') return 'empty';
  if ([...report.reason].length > discussionRules.reportReasonMaxLength) return 'reasonTooLong';
  return undefined;
}
