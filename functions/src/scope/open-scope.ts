import {
  ScopeConflictError,
  ScopeIdError,
  scopeOf,
  siteWideLabels,
  type Scope,
  type ScopeIds,
  type StoredContest,
} from '@oj/shared';
import { AppError } from '../frame/app-error';
import { readContest } from '../data/contests/read-contest';
import { readTraining } from '../data/trainings/read-training';
import { readGroup } from '../data/groups/read-group';
import { enforce } from '../frame/enforce';
import { groupRoleOf } from '../policy/group';
import { scopeEntry, type FoundScope, type ScopeNeed } from '../policy/scope';
import type { Viewer } from '../policy/viewer';

/** A contest's scope as opened: the facts its rules need, the viewer's standing, and the contest whole. */
export type ContestScope = Extract<FoundScope, { kind: 'contest' }> & { readonly stored: StoredContest };

/**
 * A request's scope as the scope layer opens it: the policy's `FoundScope`, with a contest's item
 * whole, so a handler reads its title, password or problems' settings without reading it again.
 */
export type OpenedScope = Exclude<FoundScope, { kind: 'contest' }> | ContestScope;

/** A contest or training named inside a group must be that group's: another group's is not found. */
function inNamedGroup(named: number | null, actual: number | null): boolean {
  return named === null || named === actual;
}

/**
 * Contest `cid` with the viewer's standing in it: their registration and, for a group's contest,
 * their role in that group (one more read, only for a group's contest), which decide whether the
 * contest exists for them at all (`contestSight`) and who administers it. Every call naming a contest
 * reads it here, so every one of them decides entry from the same facts. `404` when there is no such
 * contest, or it is not in the group the request names.
 */
export async function readContestScope(
  cid: number,
  namedGid: number | null,
  viewer: Viewer,
  consistent = false,
): Promise<ContestScope> {
  const found = await readContest(cid, viewer?.uid, consistent);
  if (!found || !inNamedGroup(namedGid, found.contest.gid)) throw new AppError('contestNotFound', { cid });
  if (found.contest.gid === null) return { kind: 'contest', ...found };
  const group = await readGroup(found.contest.gid, viewer?.uid);
  const groupRole = group ? groupRoleOf(viewer, group) : 'outsider';
  return { kind: 'contest', ...found, groupRole };
}

/**
 * Training `tid` with the viewer's registration and, for a group's training, their role in that group
 * (one more read, only for a group's training: its members enter it, its roots run it). `404` when
 * there is no such training, or it is not in the group the request names.
 */
async function readTrainingScope(
  tid: number,
  namedGid: number | null,
  viewer: Viewer,
  consistent: boolean,
): Promise<Extract<OpenedScope, { kind: 'training' }>> {
  const found = await readTraining(tid, viewer?.uid);
  if (!found || !inNamedGroup(namedGid, found.training.gid)) throw new AppError('trainingNotFound', { tid });
  if (found.training.gid === null) return { kind: 'training', ...found };
  const group = await readGroup(found.training.gid, viewer?.uid, consistent);
  const groupRole = group ? groupRoleOf(viewer, group) : 'outsider';
  return { kind: 'training', ...found, groupRole };
}

/**
 * The contest, training or group a request's scope names, read from the table with the viewer's
 * standing there (registration, membership). One that does not exist is answered as such: `404`
 * contest, training or group not found, naming its id. The public site costs nothing.
 */
export async function readScope(scope: Scope, viewer: Viewer, consistent = false): Promise<OpenedScope> {
  switch (scope.kind) {
    case 'public':
      return { kind: 'public' };
    case 'contest':
      return readContestScope(scope.cid, scope.gid, viewer, consistent);
    case 'training':
      return readTrainingScope(scope.tid, scope.gid, viewer, consistent);
    case 'group': {
      const group = await readGroup(scope.gid, viewer?.uid, consistent);
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
      throw new AppError('oneScopeOnly', {}, error.fields[error.fields.length - 1]);
    if (error instanceof ScopeIdError)
      throw new AppError(
        'scopeIdInvalid',
        { label: siteWideLabels[error.field] ?? error.field },
        error.field,
      );
    throw error;
  }
}

/**
 * The scope named by a reading request's ids, once it is found and lets the viewer in (`scopeEntry`):
 * what every call that reads inside a contest, training or group starts with.
 */
export async function enterScope(ids: ScopeIds, viewer: Viewer): Promise<OpenedScope> {
  const scope = await readScope(scopeOfRequest(ids), viewer);
  enforce(scopeEntry(viewer, scope, Date.now()));
  return scope;
}

const missingOfKind = {
  contest: (ids: ScopeIds) => new AppError('contestNotFound', { cid: ids.cid ?? 0 }),
  training: (ids: ScopeIds) => new AppError('trainingNotFound', { tid: ids.tid ?? 0 }),
  group: (ids: ScopeIds) => new AppError('groupNotFound', { gid: ids.gid ?? 0 }),
} as const;

/**
 * The scope a request's ids name, read once with the viewer's standing there (`readScope`), and of
 * the kind its route declares: a contest route whose ids name no contest is answered as a contest
 * that does not exist (the call's schema requires the id, so only a caller past it gets here). A
 * route that administers the scope reads it consistently, so an edit after an edit sees the first.
 */
export async function openScope(
  ids: ScopeIds,
  viewer: Viewer,
  declared: { need: ScopeNeed; of: 'contest' | 'training' | 'group' | 'any' },
): Promise<OpenedScope> {
  const scope = await readScope(scopeOfRequest(ids), viewer, declared.need === 'administer');
  if (declared.of !== 'any' && scope.kind !== declared.of) throw missingOfKind[declared.of](ids);
  return scope;
}
