import { AppError } from '../frame/app-error';
import { readStoredTraining } from '../data/trainings/read-stored-training';
import type { StoredTraining } from '../data/trainings/training-item';
import type { Viewer } from '../policy/viewer';
import { applyScopeNeed } from './apply-scope-need';
import { readScope } from './open-scope';
import type { ScopeOf } from './route';

/** A training's scope as opened: the facts its rules need and the viewer's standing there. */
export type TrainingScope = ScopeOf<'training'>;

/** A training its viewer administers: its scope, and the training whole as the last write left it. */
export interface AdministeredTraining {
  readonly scope: TrainingScope;
  readonly stored: StoredTraining;
}

/**
 * The whole training of a scope already administered, read consistently (the scope carries only the
 * facts its rules need): what an edit copies over. One deleted since the scope was read is not found.
 */
export async function storedTrainingOf(scope: TrainingScope): Promise<StoredTraining> {
  const stored = await readStoredTraining(scope.training.tid);
  if (!stored) throw new AppError('trainingNotFound', { tid: scope.training.tid });
  return stored;
}

/**
 * Training `tid` once the viewer administers it (`administer`: its creator or the super admin, else
 * `trainingNotYours`), with the training whole: for an admin call that names its training inside its
 * body (the edit form's `training.id`), which its route cannot open. A route whose call names the
 * training by `tid` declares `administer` instead and reads the whole with `storedTrainingOf`.
 */
export async function administeredTraining(tid: number, viewer: Viewer): Promise<AdministeredTraining> {
  const scope = await readScope({ kind: 'training', tid, gid: null }, viewer, true);
  if (scope.kind !== 'training') throw new AppError('trainingNotFound', { tid });
  applyScopeNeed({ need: 'administer' }, viewer, scope);
  return { scope, stored: await storedTrainingOf(scope) };
}
