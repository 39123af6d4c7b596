import {
  addGroupMember as addCall,
  deleteGroupMember as deleteCall,
  exitGroup as exitCall,
  getGroupApplyList as applyListCall,
  getGroupMemberList as memberListCall,
  updateGroupMember as updateCall,
} from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { getMemberList } from './get-member-list';
import { getApplyList } from './get-apply-list';
import { addGroupMember } from './add-group-member';
import { updateGroupMember } from './update-group-member';
import { deleteGroupMember } from './delete-group-member';
import { exitGroup } from './exit-group';

/**
 * A group's members (spec part 3, §2.12, §2.15, §6): joining or applying for anyone the group exists
 * for; the member list for its members; the applications, changes and kicks for its admins; leaving.
 * Every line opens the group with the caller's row (`readGroup`), so no handler reads it again.
 */
export const groupMemberRoutes: readonly Route[] = [
  route(memberListCall, 'user', getMemberList, { scope: { need: 'enter', of: 'group' } }),
  route(applyListCall, 'user', getApplyList, { scope: { need: 'enter', of: 'group' } }),
  route(addCall, 'user', addGroupMember, { scope: { need: 'sight', of: 'group' } }),
  route(updateCall, 'user', updateGroupMember, { scope: { need: 'enter', of: 'group' } }),
  route(deleteCall, 'user', deleteGroupMember, { scope: { need: 'enter', of: 'group' } }),
  route(exitCall, 'user', exitGroup, { scope: { need: 'sight', of: 'group' } }),
];
