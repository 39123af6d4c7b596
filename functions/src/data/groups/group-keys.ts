import { keyOf, type ItemKey } from '../item-key';

/**
 * A group's partition holds the group (`GROUP`) and one row per member or applicant
 * (`MEMBER#<uid>`, with the member auth 1–5 of spec part 3).
 */
export function groupKey(gid: number): ItemKey {
  return { pk: keyOf('GROUP', gid), sk: 'GROUP' };
}

export function groupMemberKey(gid: number, uid: string): ItemKey {
  return { pk: keyOf('GROUP', gid), sk: keyOf('MEMBER', uid) };
}
