import { roleCodes, type adminGetRoleList as call, type RoleCode } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { roleRowOf } from './admin-role-view';

const everyRoleCode = (Object.values(roleCodes) as RoleCode[]).sort((a, b) => a - b);

/** GET /api/admin/role/get-role-list: every role code with what it may do (no item is read). */
export const getRoleList: Handler<typeof call, 'root'> = async () => everyRoleCode.map(roleRowOf);
