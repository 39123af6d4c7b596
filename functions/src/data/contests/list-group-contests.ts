import type { ContestLine } from '@oj/shared';
import { queryAll } from '../kit/query-all';
import { contestLineFromItem } from './contest-catalogue';
import { groupContestsIndex } from './contest-keys';

/** A group contest's catalogue line, with its creator (the admin lists' and the edit rule's). */
export type GroupContestLine = ContestLine & { uid: string };

/**
 * Every catalogue line of group `gid`'s contests, newest id first: one Query of gsi1
 * (`GROUPCONTEST#<gid>`), about 250 bytes a line, so a class's few dozen contests cost 0.5–2 RCU
 * whatever the site holds. Eventually consistent: a contest made a moment ago may be missing for as
 * long as the index takes to follow (typically well under a second).
 */
export async function listGroupContestLines(gid: number): Promise<GroupContestLine[]> {
  const items = await queryAll({
    IndexName: groupContestsIndex.indexName,
    KeyConditionExpression: 'gsi1pk = :group',
    ExpressionAttributeValues: { ':group': groupContestsIndex.partition(gid) },
    ScanIndexForward: false,
  });
  return items
    .filter((item) => typeof item.cid === 'number')
    .map((item) => ({ ...contestLineFromItem(item), uid: String(item.uid ?? '') }));
}
