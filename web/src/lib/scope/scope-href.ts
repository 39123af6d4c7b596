import { publicScope, type Scope, type ScopeKind } from '@oj/shared/domain/scope';

/**
 * The web app's paths name their scope in their first segments, the rest is the page inside it:
 *
 *   /problem/1001                      public      tail problem/1001
 *   /contest/5/problem/A               contest 5   tail problem/A
 *   /training/2/rank                   training 2  tail rank
 *   /group/3                           group 3     no tail
 *   /group/3/contest/5/problem/A       contest 5 of group 3
 *   /group/3/training/2/problem/P1     training 2 of group 3
 *
 * `scopeHref` writes such a path and `scopeOfPath` reads it back, so a page of a contest, a training
 * or a group, and a contest or training inside a group, is built and recognised in one place.
 */

export type ScopeOf<K extends ScopeKind> = Extract<Scope, { kind: K }>;
export type ContestScope = ScopeOf<'contest'>;
export type TrainingScope = ScopeOf<'training'>;

/** A contest, inside the group that holds it when it is opened through the group's pages. */
export const contestScope = (cid: number, gid: number | null = null): ContestScope => ({
  kind: 'contest',
  cid,
  gid,
});

/** A training, inside the group that holds it when it is opened through the group's pages. */
export const trainingScope = (tid: number, gid: number | null = null): TrainingScope => ({
  kind: 'training',
  tid,
  gid,
});

/** The segments that open a scope's paths: none for the public site. */
function scopeSegments(scope: Scope): string[] {
  const group = (gid: number | null) => (gid === null ? [] : ['group', String(gid)]);
  switch (scope.kind) {
    case 'public':
      return [];
    case 'group':
      return group(scope.gid);
    case 'contest':
      return [...group(scope.gid), 'contest', String(scope.cid)];
    case 'training':
      return [...group(scope.gid), 'training', String(scope.tid)];
  }
}

/**
 * The path of a page inside a scope. The tail is given as segments, not as a string, because some of
 * them are ids a user wrote (a problem id may hold a space or a slash): each is encoded, so no id can
 * end a segment early or read as another path.
 */
export function scopeHref(scope: Scope, tail: readonly string[] = []): string {
  const segments = [...scopeSegments(scope), ...tail.map(encodeURIComponent)];
  return `/${segments.join('/')}`;
}

/**
 * A scope's id as a path segment holds it: digits only (the routes read their ids so), a positive
 * safe integer; anything else is no id.
 */
export function pathId(segment: string | undefined): number | null {
  if (segment === undefined || !/^\d+$/.test(segment)) return null;
  const id = Number(segment);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A path read into its scope and the page inside it: the tail's segments, decoded. */
export interface ScopedPath {
  scope: Scope;
  tail: string[];
}

/**
 * A segment as `scopeHref` was given it. The router decodes its pathname with `decodeURI`, which keeps
 * `%25`, `%2F` and the other reserved characters encoded, so one more decoding gives the segment back
 * whether the path comes from the router or from `scopeHref`; a stray `%` stays as it is.
 */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The scope a path opens, read once: `group/<gid>` first if present, then `contest/<cid>` or
 * `training/<tid>`. A scope's word without a valid id after it opens nothing (`/contest` is the list,
 * `/contest/acm-scoreboard/7` a public page), and the path from there on is the tail. A path that
 * opens no scope is on the public site, its whole path the tail. So every path has a reading, and
 * `scopeOfPath(scopeHref(scope, tail))` gives back the scope and the tail, for any tail that does not
 * itself open a scope (a page's tail never starts with `contest/<id>`: that is a scope's path).
 */
export function scopeOfPath(pathname: string): ScopedPath {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '');
  const segments = trimmed === '' ? [] : trimmed.split('/').map(decodeSegment);
  const opened = (word: string, at: number): number | null =>
    segments[at] === word ? pathId(segments[at + 1]) : null;

  const gid = opened('group', 0);
  const at = gid === null ? 0 : 2;
  const cid = opened('contest', at);
  const tid = opened('training', at);
  const tail = segments.slice(cid === null && tid === null ? at : at + 2);
  if (cid !== null) return { scope: contestScope(cid, gid), tail };
  if (tid !== null) return { scope: trainingScope(tid, gid), tail };
  if (gid !== null) return { scope: { kind: 'group', gid }, tail };
  return { scope: publicScope, tail };
}
