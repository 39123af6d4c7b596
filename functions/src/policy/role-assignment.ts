import { roleCodes, type RoleCode } from '@oj/shared';
import { allowed, refused, type Decision } from './decision';
import { isSuperAdmin, type Viewer } from './viewer';

/**
 * Who may give an account a role (docs/decisions.md, "Who assigns roles"): the super admin alone, any
 * role to any account, except taking away their own super admin role. The acting super admin thus
 * always remains one, so the site never loses its last; the data layer checks at the write that the
 * actor still is one (`data/users/acting-super-admin.ts`), which closes the race of two super admins
 * demoting each other. Both the user edit (`edit-user`) and the role page (`assign-role`) ask this.
 */
export function mayAssignRole(
  actor: Viewer,
  account: { uid: string },
  role: RoleCode,
): Decision<'noPermission' | 'cannotRemoveOwnSuperAdmin'> {
  if (!actor || !isSuperAdmin(actor)) return refused('noPermission');
  if (account.uid === actor.uid && role !== roleCodes.superAdmin) return refused('cannotRemoveOwnSuperAdmin');
  return allowed;
}
