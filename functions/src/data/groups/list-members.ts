import { queryUnder } from '../kit/query-all';
import { groupKey, memberPrefix } from './group-keys';
import { memberFromItem, type StoredMember } from './member-item';

/**
 * Every member and applicant row of a group: one Query of the group's partition under `MEMBER#`,
 * 0.5 RCU per 4 KB (a row is about 250 bytes: a class of 500 costs about 16 RCU, strongly consistent
 * twice that). The member lists filter and page these in memory.
 */
export async function listMembers(gid: number, consistent = false): Promise<StoredMember[]> {
  return (await queryUnder(groupKey(gid).pk, memberPrefix, { consistent })).map(memberFromItem);
}
