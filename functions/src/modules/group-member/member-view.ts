import type { GroupMember } from '@oj/shared';
import type { StoredMember } from '../../data/groups/member-item';

/** The contract's `GroupMemberVO`; the member list leaves the reason out (`withReason` false). */
export function memberView(member: StoredMember, withReason: boolean): GroupMember {
  return {
    id: member.id,
    gid: member.gid,
    uid: member.uid,
    username: member.username,
    auth: member.auth,
    reason: withReason ? member.reason : '',
    gmtCreate: member.gmtCreate,
    gmtModify: member.gmtModified,
  };
}
