import { adminAssignRole } from '@oj/shared/api/admin-role';
import { useCallMutation } from '../../../lib/call-query';
import type { CallInput } from '../../../lib/api-client';

type AssignRoleBody = NonNullable<CallInput<typeof adminAssignRole>['body']>;

/** PUT /api/admin/role/assign-role: an account, by username, gets a role. */
export const useAssignRole = () =>
  useCallMutation(adminAssignRole, { toInput: (body: AssignRoleBody) => ({ body }) });
