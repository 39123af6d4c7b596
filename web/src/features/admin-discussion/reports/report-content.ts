import { reportTags, type ReportTag } from '@oj/shared/domain/discussion';
import { readReportContent as splitReportContent } from '@oj/shared/domain/report-content';

/** A report's `content` read back: its tags, then the reporter's reason. */
export interface ReadReport {
  /** Tags of shared's list, shown in the admin's language. */
  tags: ReportTag[];
  /** Tags in hash marks that are not shared's (written by another client), shown as written. */
  otherTags: string[];
  reason: string;
}

const isReportTag = (text: string): text is ReportTag => (reportTags as readonly string[]).includes(text);

/**
 * A report's `content` as the admin list shows it: shared's split into tags and reason, each tag
 * either one of shared's six (listed once) or another client's, shown as written.
 */
export function readReportContent(content: string): ReadReport {
  const { tags, reason } = splitReportContent(content);
  const read: ReadReport = { tags: [], otherTags: [], reason };
  for (const tag of tags) {
    if (!isReportTag(tag)) read.otherTags.push(tag);
    else if (!read.tags.includes(tag)) read.tags.push(tag);
  }
  return read;
}
