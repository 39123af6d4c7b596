import { AppError } from '../../frame/app-error';
import type { ScopeOf } from '../../scope/route';

/**
 * The group a training of the route's scope sits in (the route administered it by the group's rule);
 * a site training named in a group call is refused (`groupTrainingNotFound`).
 */
export function groupOfTraining(scope: ScopeOf<'training'>): number {
  const { gid, tid } = scope.training;
  if (gid === null) throw new AppError('groupTrainingNotFound', { tid });
  return gid;
}
