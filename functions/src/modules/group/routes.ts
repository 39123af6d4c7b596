import {
  addGroup as addCall,
  deleteGroup as deleteCall,
  getGroupAccess as accessCall,
  getGroupAuth as authCall,
  getGroupDetail as detailCall,
  getGroupList as listCall,
  updateGroup as updateCall,
} from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { getGroupList } from './get-group-list';
import { getGroupDetail } from './get-group-detail';
import { getGroupAccess } from './get-group-access';
import { getGroupAuth } from './get-group-auth';
import { addGroup } from './add-group';
import { updateGroup } from './update-group';
import { deleteGroup } from './delete-group';

/**
 * Groups themselves (spec part 3, §2.6–§2.7, §2.13, §6): the list for anyone; a group's page, the
 * caller's access and auth for anyone it exists for (a hidden group only for its own people); creating
 * for the admin roles; the settings for its roots; disbanding for its owner and the super admin.
 */
export const groupRoutes: readonly Route[] = [
  route(listCall, 'anyone', getGroupList),
  route(detailCall, 'user', getGroupDetail, { scope: { need: 'sight', of: 'group' } }),
  route(accessCall, 'user', getGroupAccess, { scope: { need: 'sight', of: 'group' } }),
  route(authCall, 'user', getGroupAuth, { scope: { need: 'sight', of: 'group' } }),
  route(addCall, 'admin', addGroup),
  // The settings body names the group `id`, as the contract's `Group` does.
  route(updateCall, 'user', updateGroup, {
    scope: { need: 'administer', of: 'group', named: { gid: 'id' } },
  }),
  route(deleteCall, 'admin', deleteGroup, { scope: { need: 'sight', of: 'group' } }),
];
