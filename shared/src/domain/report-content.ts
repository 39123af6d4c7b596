import { discussionRules } from './discussion';

/*
 * A discussion report's `content` (spec part 3, §3 "Report"): each tag between hash marks, then the
 * reporter's reason, as in `#spam-ads##abuse#posts the same link everywhere`. The client writes it,
 * the server checks it, and the admin list reads it back, all by these rules.
 */

/** A report's content read apart. */
export interface ReportContent {
  /** The tags in hash marks at the start, in order; empty pairs (`##`) are no tag. */
  tags: string[];
  reason: string;
}

const leadingTag = /^#([^#\n]*)#/;

/** Reads the tags at the start apart from the reason; a `#` inside the reason stays part of it. */
export function readReportContent(content: string): ReportContent {
  const tags: string[] = [];
  let rest = content.trim();
  for (let match = leadingTag.exec(rest); match; match = leadingTag.exec(rest)) {
    tags.push((match[1] ?? '').trim());
    rest = rest.slice(match[0].length).trimStart();
  }
  return { tags: tags.filter((tag) => tag !== ''), reason: rest.trim() };
}

/** The content for these tags (in the order given) and the trimmed reason. */
export function writeReportContent(tags: readonly string[], reason: string): string {
  return `${tags.map((tag) => `#${tag}#`).join('')}${reason.trim()}`;
}

/**
 * What is wrong with a report, if anything: nothing at all (no tag and no reason), or a reason over
 * `discussionRules.reportReasonMaxLength` characters (counted as characters, not UTF-16 units).
 */
export function reportContentProblem(report: {
  tags: readonly string[];
  reason: string;
}): 'empty' | 'reasonTooLong' | undefined {
  const reason = report.reason.trim();
  if (report.tags.length === 0 && reason === '') return 'empty';
  if ([...reason].length > discussionRules.reportReasonMaxLength) return 'reasonTooLong';
  return undefined;
}
