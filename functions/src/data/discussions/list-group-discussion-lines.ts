import { queryAll } from '../kit/query-all';
import { groupDiscussionIndexKeys } from './discussion-keys';
import { discussionLineOf, type DiscussionLine } from './discussion-line';

/**
 * Every line of a group's discussions (disabled ones included), newest first: one Query of the
 * group's gsi1 partition, 0.5 RCU per 4 KB read (about 9 lines of 460 bytes), paged every 1 MB. It
 * reads only this group's lines, so its cost grows with the group's board, never with the site's
 * other groups or the site's board. The index is eventually consistent: a post normally shows within
 * a second (at once on DynamoDB Local).
 */
export async function listGroupDiscussionLines(gid: number): Promise<DiscussionLine[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': groupDiscussionIndexKeys(gid, 0).gsi1pk },
    ScanIndexForward: false,
  });
  return items.map(discussionLineOf);
}
