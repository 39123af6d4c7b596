import { describe, expect, it } from 'vitest';
import { getLanguages, logout } from '@oj/shared';
import { route, type Handler } from './route';

/*
 * The promise of `route()` is a type: a handler for a route that needs a login reads `context.user`
 * without a check, and such a handler cannot be put on a route open to visitors. `tsc -b` checks the
 * `@ts-expect-error` lines; the tests check the table line is built as given.
 */

const signedIn: Handler<typeof logout, 'user'> = (_input, context) => {
  const uid: string = context.user.uid;
  return Promise.resolve(uid === '' ? null : null);
};

const open: Handler<typeof getLanguages> = (_input, context) => {
  // @ts-expect-error a visitor's context has no user for certain
  const uid: string = context.user.uid;
  return Promise.resolve(uid === '' ? [] : []);
};

describe('route', () => {
  it('hands a login-only handler a context with a user, for every access that needs a login', () => {
    for (const access of ['user', 'admin', 'problem_admin', 'root'] as const)
      expect(route(logout, access, signedIn)).toMatchObject({ call: logout, access, handle: signedIn });
  });

  it('refuses, by type, a handler that needs a user on a route open to anyone', () => {
    // @ts-expect-error the handler reads context.user, which a route open to anyone may not have
    const line = route(logout, 'anyone', signedIn);
    expect(line.access).toBe('anyone');
    expect(route(getLanguages, 'anyone', open).access).toBe('anyone');
  });
});
