import { describe, expect, it } from 'vitest';
import { topLevelFieldsOf } from '@oj/shared';
import type { Route } from '../frame/route';
import { allAreaRoutes } from './all-area-routes';

/*
 * Every call that names a contest, a training or a group declares on its route line what it asks of
 * that scope (`scope/route.ts`), so the scope layer opens it and applies the policy before any handler;
 * a call whose `cid`, `tid` or `gid` is another thing's id says so. functions/test/declared-scopes.test.ts
 * runs each declared route against a hidden contest, a private training and a foreign group.
 */

const everyRoute = allAreaRoutes;

const idOfKind = { contest: 'cid', training: 'tid', group: 'gid' } as const;

/** The original server's other names for a scope id (a contest's submission list's `contestID`). */
const otherNames: Record<string, 'cid' | 'tid' | 'gid'> = { contestID: 'cid' };

const nameOf = (route: Route) => `${route.call.method} ${route.call.path}`;
const fieldsOf = (route: Route) => [
  ...topLevelFieldsOf(route.call.query),
  ...topLevelFieldsOf(route.call.body),
];
/** The route's own names for its scope ids (the group settings' `id`). */
const namedOf = (route: Route): Record<string, 'cid' | 'tid' | 'gid'> => {
  const named = route.scope && 'named' in route.scope ? (route.scope.named ?? {}) : {};
  return Object.fromEntries(Object.entries(named).map(([id, field]) => [field, id as 'cid' | 'tid' | 'gid']));
};
const scopeIdsOf = (route: Route) =>
  fieldsOf(route).flatMap((field) =>
    field === 'cid' || field === 'tid' || field === 'gid'
      ? [field]
      : (namedOf(route)[field] ?? otherNames[field] ?? []),
  );

describe('declared scopes', () => {
  it('are declared by every route whose call takes a cid, a tid or a gid', () => {
    const undeclared = everyRoute.filter((route) => scopeIdsOf(route).length > 0 && !route.scope);
    expect(undeclared.map(nameOf)).toEqual([]);
  });

  it('name a kind whose id the call takes, and only on calls that take one', () => {
    const wrong = everyRoute.filter((route) => {
      const ids = scopeIdsOf(route);
      if (!route.scope) return false;
      if (ids.length === 0) return true;
      return 'of' in route.scope && route.scope.of !== 'any' && !ids.includes(idOfKind[route.scope.of]);
    });
    expect(wrong.map(nameOf)).toEqual([]);
  });

  it('read a scope id the call names otherwise from that field, which the call takes', () => {
    const unread = everyRoute.filter((route) => {
      const fields = fieldsOf(route);
      const named = route.scope && 'named' in route.scope ? (route.scope.named ?? {}) : {};
      const missing = Object.values(named).some((field) => !fields.includes(field));
      const forgotten = fields.some(
        (field) => otherNames[field] !== undefined && named[otherNames[field]] !== field,
      );
      return missing || forgotten;
    });
    expect(unread.map(nameOf)).toEqual([]);
  });

  it('say why, when the id a call takes is no scope', () => {
    const silent = everyRoute.filter(
      (route) => route.scope && 'notAScope' in route.scope && route.scope.notAScope.trim().length < 10,
    );
    expect(silent.map(nameOf)).toEqual([]);
  });
});
