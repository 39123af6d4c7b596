/**
 * Where a request acts: on the public site, inside a contest (`cid`), a training (`tid`) or a group
 * (`gid`). Clients of the original server name the place with three loose ids, where 0, null or
 * absent mean "none" (`cid: 0` is sent on every public problem page); `scopeOf` reads them once into
 * this union, and handlers, policies and the data layer take the union instead of the ids.
 *
 * A group's contest or training may be reached through the group's pages, which send the group's id
 * beside the contest's or training's: the contest or training is then the scope, and the group is kept
 * as `gid`, the group the client says holds it (null when none is named). The contest or training
 * itself knows its group; a lookup that finds it in another group answers as if it did not exist.
 */
export type Scope =
  | { readonly kind: 'public' }
  | { readonly kind: 'contest'; readonly cid: number; readonly gid: number | null }
  | { readonly kind: 'training'; readonly tid: number; readonly gid: number | null }
  | { readonly kind: 'group'; readonly gid: number };

export type ScopeKind = Scope['kind'];

/** The request fields a scope is read from. */
export type ScopeField = 'cid' | 'tid' | 'gid';

/** A scope's ids as a request carries them: a positive id, or 0, null or absent for none. */
export type ScopeIds = Partial<Record<ScopeField, number | null>>;

export const publicScope: Scope = { kind: 'public' };

/** A request whose ids cannot name one place; `fields` are the ids that contradict each other. */
export class ScopeConflictError extends Error {
  constructor(readonly fields: readonly ScopeField[]) {
    super(`a request names one place: ${fields.join(' and ')} cannot both be set`);
    this.name = 'ScopeConflictError';
  }
}

/** An id that is not 0, null, absent or a positive whole number is a caller's mistake. */
export class ScopeIdError extends Error {
  constructor(readonly field: ScopeField) {
    super(`${field} must be a positive whole number, or 0, null or absent for none`);
    this.name = 'ScopeIdError';
  }
}

function idOf(ids: ScopeIds, field: ScopeField): number | null {
  const value = ids[field];
  if (value === undefined || value === null || value === 0) return null;
  if (!Number.isSafeInteger(value) || value < 0) throw new ScopeIdError(field);
  return value;
}

/**
 * The ids that contradict each other, or undefined: a submission is made in a contest or in a
 * training, never in both (each keeps its own results). A group beside either is its context.
 */
export function scopeConflict(ids: ScopeIds): readonly ScopeField[] | undefined {
  return idOf(ids, 'cid') !== null && idOf(ids, 'tid') !== null ? ['cid', 'tid'] : undefined;
}

/**
 * The scope a request names. A contest wins over a group (kept as its context), a training likewise;
 * a group alone is the group's scope; no id at all is the public site. Throws `ScopeConflictError`
 * naming `cid` and `tid` when both are set, `ScopeIdError` for an id that is no id.
 */
export function scopeOf(ids: ScopeIds): Scope {
  const cid = idOf(ids, 'cid');
  const tid = idOf(ids, 'tid');
  const gid = idOf(ids, 'gid');
  const conflict = scopeConflict(ids);
  if (conflict) throw new ScopeConflictError(conflict);
  if (cid !== null) return { kind: 'contest', cid, gid };
  if (tid !== null) return { kind: 'training', tid, gid };
  if (gid !== null) return { kind: 'group', gid };
  return publicScope;
}
