import { AssignRoleForm } from '../../../features/admin-role/components/assign-role-form';
import { RoleTable } from '../../../features/admin-role/components/role-table';

/** /admin/role: assigning a role above, the roles and what each may do below. */
export function AdminRolePage() {
  return (
    <div className="flex flex-col gap-4" data-testid="admin-role">
      <AssignRoleForm />
      <RoleTable />
    </div>
  );
}
