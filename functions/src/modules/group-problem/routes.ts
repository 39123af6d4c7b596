import {
  addGroupProblem as addCall,
  applyGroupProblemPublic as applyPublicCall,
  changeGroupProblemAuth as changeAuthCall,
  deleteGroupProblem as deleteCall,
  getGroupAdminProblemList as adminListCall,
  getGroupProblem as getCall,
  getGroupProblemCases as casesCall,
  getGroupProblemList as listCall,
  getGroupProblemTags as tagsCall,
  groupCompileInteractive,
  groupCompileSpj,
  updateGroupProblem as updateCall,
} from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { getGroupProblemList } from './get-group-problem-list';
import { getGroupAdminProblemList } from './get-group-admin-problem-list';
import { getGroupProblem } from './get-group-problem';
import { addGroupProblem } from './add-group-problem';
import { updateGroupProblem } from './update-group-problem';
import { deleteGroupProblem } from './delete-group-problem';
import { changeGroupProblemAuth } from './change-group-problem-auth';
import { getGroupProblemCases } from './get-group-problem-cases';
import { getGroupProblemTags } from './get-group-problem-tags';
import { compileGroupChecker } from './compile-group-checker';
import { applyGroupProblemPublic } from './apply-group-problem-public';

const inGroup = { scope: { need: 'enter', of: 'group' } } as const;

/**
 * A group's own problems (spec part 3, §2.9, §6). Calls naming the group enter it (members and the
 * super admin); the lists of the admins, the tags and the compile calls then need a group admin. Calls
 * naming a problem open its group from the problem and need a root of the group or the group admin
 * who made it (`groupItemChange`), as do the form's read, edit and delete.
 */
export const groupProblemRoutes: readonly Route[] = [
  route(listCall, 'user', getGroupProblemList, inGroup),
  route(adminListCall, 'user', getGroupAdminProblemList, inGroup),
  route(getCall, 'user', getGroupProblem),
  route(addCall, 'user', addGroupProblem),
  route(updateCall, 'user', updateGroupProblem),
  route(deleteCall, 'user', deleteGroupProblem),
  route(changeAuthCall, 'user', changeGroupProblemAuth),
  route(casesCall, 'user', getGroupProblemCases),
  route(tagsCall, 'user', getGroupProblemTags, inGroup),
  route(groupCompileSpj, 'user', compileGroupChecker, inGroup),
  route(groupCompileInteractive, 'user', compileGroupChecker, inGroup),
  route(applyPublicCall, 'user', applyGroupProblemPublic),
];
