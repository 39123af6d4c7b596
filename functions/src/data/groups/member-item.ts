import type { MemberAuth } from '@oj/shared';
import { toItem } from '../kit/versioned-item';
import { groupMemberKey, memberIndexKeys } from './group-keys';

/** A member or applicant of a group as stored (the contract's `GroupMember`, with the username). */
export interface StoredMember {
  /** A site-wide id of the row, for the contract's `GroupMember.id`. */
  id: number;
  gid: number;
  uid: string;
  username: string;
  auth: MemberAuth;
  reason: string;
  gmtCreate: string;
  gmtModified: string;
}

export const memberItemVersion = 1;

export function memberToItem(member: StoredMember) {
  return {
    ...toItem(groupMemberKey(member.gid, member.uid), 'GroupMember', memberItemVersion, member),
    ...memberIndexKeys(member.uid, member.gid),
  };
}

function memberAuthOf(value: unknown): MemberAuth {
  return value === 1 || value === 2 || value === 3 || value === 4 || value === 5 ? value : 1;
}

export function memberFromItem(item: Record<string, unknown>): StoredMember {
  return {
    id: Number(item.id ?? 0),
    gid: Number(item.gid),
    uid: String(item.uid ?? ''),
    username: String(item.username ?? ''),
    auth: memberAuthOf(item.auth),
    reason: typeof item.reason === 'string' ? item.reason : '',
    gmtCreate: String(item.gmtCreate ?? ''),
    gmtModified: String(item.gmtModified ?? ''),
  };
}
