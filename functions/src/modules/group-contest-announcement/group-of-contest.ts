import { AppError } from '../../frame/app-error';
import type { ContestScope } from '../../scope/open-scope';

/**
 * The group holding the contest a group call names: a site contest is no group's, so the group's
 * calls answer it as a contest that does not exist.
 */
export function groupOfContest(scope: ContestScope): number {
  const { gid, cid } = scope.stored;
  if (gid === null) throw new AppError('contestNotFound', { cid });
  return gid;
}
