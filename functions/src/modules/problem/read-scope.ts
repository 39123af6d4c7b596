import { ScopeConflictError, ScopeIdError, scopeOf, type Scope, type ScopeIds } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import { readContest } from '../../data/contests/read-contest';
import { readTraining } from '../../data/trainings/read-training';
import { readGroup } from '../../data/groups/read-group';
import { enforce } from '../../frame/enforce';
import { publicFound, scopeEntry, type FoundScope } from '../../policy/scope';
import type { Viewer } from '../../policy/viewer';

/** A contest or training named inside a group must be that group's: another group's is not found. */
function inNamedGroup(named: number | null, actual: number | null): boolean {
  return named === null || named === actual;
}

/**
 * The contest, training or group a request's scope names, read from the table with the viewer's
 * standing there (registration, membership). One that does not exist is answered as such: `404`
 * contest, training or group not found, naming its id. The public site costs nothing.
 */
export async function readScope(scope: Scope, viewer: Viewer): Promise<FoundScope> {
  switch (scope.kind) {
    case 'public':
      return publicFound;
    case 'contest': {
      const found = await readContest(scope.cid, viewer?.uid);
      if (!found || !inNamedGroup(scope.gid, found.contest.gid))
        throw new AppError('contestNotFound', { cid: scope.cid });
      return { kind: 'contest', ...found };
    }
    case 'training': {
      const found = await readTraining(scope.tid, viewer?.uid);
      if (!found || !inNamedGroup(scope.gid, found.training.gid))
        throw new AppError('trainingNotFound', { tid: scope.tid });
      return { kind: 'training', ...found };
    }
    case 'group': {
      const group = await readGroup(scope.gid, viewer?.uid);
      if (!group) throw new AppError('groupNotFound', { gid: scope.gid });
      return { kind: 'group', group };
    }
  }
}

/**
 * The scope a request's `cid`, `tid` and `gid` name (`scopeOf`), read once per request. The calls'
 * schemas refuse contradictory ids already; this answers the same way should one reach a handler.
 */
export function scopeOfRequest(ids: ScopeIds): Scope {
  try {
    return scopeOf(ids);
  } catch (error) {
    if (error instanceof ScopeConflictError)
      throw new AppError('invalidParameter', { field: error.fields.join(', '), reason: error.message });
    if (error instanceof ScopeIdError)
      throw new AppError('invalidParameter', { field: error.field, reason: error.message });
    throw error;
  }
}

/**
 * The scope named by a reading request's ids, once it is found and lets the viewer in (`scopeEntry`):
 * what every call that reads inside a contest, training or group starts with.
 */
export async function enterScope(ids: ScopeIds, viewer: Viewer): Promise<FoundScope> {
  const scope = await readScope(scopeOfRequest(ids), viewer);
  enforce(scopeEntry(viewer, scope, Date.now()));
  return scope;
}
