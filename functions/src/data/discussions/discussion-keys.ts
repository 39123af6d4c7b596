import { keyOf, type ItemKey } from '../item-key';

/*
 * The board's items. One partition (`DISCUSSIONS`) holds a line per discussion with every listed field
 * and its counts (views, likes, comments), so the list never reads a discussion's content; the content
 * sits in the discussion's own partition (`BODY`), beside one like row per account that ever liked it
 * (`LIKE#<uid>`, kept when unliked so a second like sends no second message) and the view windows
 * (`VIEW#<viewer>#<hour>`, expiring) and one reporter row per account that reported it
 * (`REPORTER#<uid>`). Reports and categories each have a partition. A group's discussion is a line
 * like any other, with gsi1 `GROUPDISCUSSIONS#<gid>` / padded id, so its group lists it from the index.
 */

const padded = (id: number) => String(id).padStart(10, '0');

/** A discussion's line in the list partition: every field but the content, with the counts. */
export function discussionLineKey(did: number): ItemKey {
  return { pk: 'DISCUSSIONS', sk: keyOf('D', padded(did)) };
}

export const discussionLinePartition = 'DISCUSSIONS';

/** gsi1 of a group's discussion line: the group's discussions, by id. */
export function groupDiscussionIndexKeys(gid: number, did: number): { gsi1pk: string; gsi1sk: string } {
  return { gsi1pk: keyOf('GROUPDISCUSSIONS', gid), gsi1sk: padded(did) };
}

/** A discussion's content. */
export function discussionBodyKey(did: number): ItemKey {
  return { pk: keyOf('DISCUSSION', did), sk: 'BODY' };
}

/** An account's like of a discussion: `liked` true or false; its existence means a message was sent. */
export function discussionLikeKey(did: number, uid: string): ItemKey {
  return { pk: keyOf('DISCUSSION', did), sk: keyOf('LIKE', uid) };
}

/** One viewer's view in one hour (`hour`: whole hours since the epoch); expires after the hour. */
export function discussionViewKey(did: number, viewer: string, hour: number): ItemKey {
  return { pk: keyOf('DISCUSSION', did), sk: keyOf('VIEW', viewer, hour) };
}

/** An account's reports of a discussion: `openReportId`, its last report, which blocks another while open. */
export function discussionReporterKey(did: number, uid: string): ItemKey {
  return { pk: keyOf('DISCUSSION', did), sk: keyOf('REPORTER', uid) };
}

export function discussionReportKey(id: number): ItemKey {
  return { pk: 'DISCUSSIONREPORTS', sk: keyOf('R', padded(id)) };
}

export function discussionCategoryKey(id: number): ItemKey {
  return { pk: 'DISCUSSIONCATEGORIES', sk: keyOf('C', padded(id)) };
}

export const discussionSequenceKey: ItemKey = { pk: 'SEQUENCE', sk: 'DISCUSSION' };
export const discussionReportSequenceKey: ItemKey = { pk: 'SEQUENCE', sk: 'DISCUSSIONREPORT' };
export const discussionCategorySequenceKey: ItemKey = { pk: 'SEQUENCE', sk: 'DISCUSSIONCATEGORY' };
