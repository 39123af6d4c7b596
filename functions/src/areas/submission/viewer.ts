import { roleSatisfies } from '@oj/shared';
import type { RequestUser } from '../../frame/request-context';

/** Whether the viewer is an admin of any kind (admin, problem admin, super admin: spec §6). */
export function isAdmin(user: RequestUser | undefined): boolean {
  return user !== undefined && roleSatisfies(user.roleCode, 'admin');
}

/** Whether the viewer made the submission. */
export function isOwner(user: RequestUser | undefined, submission: { uid: string }): boolean {
  return user !== undefined && user.uid === submission.uid;
}
