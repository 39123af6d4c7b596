import type { DiscussionRow } from '@oj/shared';

/**
 * A discussion's line in the `DISCUSSIONS` partition: every field of a list row (the contract's
 * `Discussion` without its content), the counts included, so listing never reads a content.
 */
export type DiscussionLine = DiscussionRow;

const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const count = (value: unknown): number => (typeof value === 'number' ? value : 0);

/** A stored line as the list row it is; tolerant of fields a line written earlier lacks. */
export function discussionLineOf(item: Record<string, unknown>): DiscussionLine {
  return {
    id: count(item.id),
    categoryId: count(item.categoryId),
    title: text(item.title),
    description: text(item.description),
    pid: typeof item.pid === 'string' && item.pid !== '' ? item.pid : null,
    uid: text(item.uid),
    author: text(item.author),
    avatar: text(item.avatar),
    role: text(item.role, 'default_user'),
    viewNum: count(item.viewNum),
    likeNum: count(item.likeNum),
    commentNum: count(item.commentNum),
    topPriority: item.topPriority === true,
    status: count(item.status),
    gid: typeof item.gid === 'number' && item.gid > 0 ? item.gid : null,
    gmtCreate: text(item.gmtCreate),
    gmtModified: text(item.gmtModified),
  };
}
