import { adminGetRoleList } from '@oj/shared/api/admin-role';
import { callQueryOptions } from '../../../lib/call-query';

/** GET /api/admin/role/get-role-list: every role with what the server lets it do. */
export const roleListQueryOptions = () => callQueryOptions(adminGetRoleList, {});
