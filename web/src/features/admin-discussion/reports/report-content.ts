import { reportTags, type ReportTag } from '@oj/shared/domain/discussion';

/** A report's `content` read back: its tags, then the reporter's reason. */
export interface ReadReport {
  /** Tags of shared's list, shown in the admin's language. */
  tags: ReportTag[];
  /** Tags in hash marks that are not shared's (written by another client), shown as written. */
  otherTags: string[];
  reason: string;
}

const leadingTag = /^#([^#\n]{1,40})#/;
const isReportTag = (text: string): text is ReportTag => (reportTags as readonly string[]).includes(text);

/**
 * Splits `#spam-ads##abuse#the reason` (spec part 3 §3 "Report": the tags in hash marks, then the
 * reason) into its tags and its reason. Only the hash marks at the start are tags: a `#` inside the
 * reason stays part of it.
 */
export function readReportContent(content: string): ReadReport {
  const read: ReadReport = { tags: [], otherTags: [], reason: '' };
  let rest = content.trimStart();
  for (let match = leadingTag.exec(rest); match; match = leadingTag.exec(rest)) {
    const tag = (match[1] ?? '').trim();
    if (isReportTag(tag)) {
      if (!read.tags.includes(tag)) read.tags.push(tag);
    } else if (tag !== '') read.otherTags.push(tag);
    rest = rest.slice(match[0].length);
  }
  read.reason = rest.trim();
  return read;
}
