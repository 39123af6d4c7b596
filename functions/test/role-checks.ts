import { expect } from 'vitest';
import { roleCodes, type RoleCode } from '@oj/shared';
import { sessionToken } from './local-stack';

/** One API call made as a caller: `token` is a session token, or `null` for a visitor who sends none. */
export type CallAs = (token: string | null) => Promise<{ httpStatus: number }>;

/** How a test file sends to its area's one path: method, query string, JSON body, token (`null`: none). */
type SendToPath = (
  method: string,
  query: string,
  body: unknown,
  token: string | null,
) => Promise<{ httpStatus: number }>;

/**
 * The four calls of an admin area served on one path: list (GET), add (POST) and edit (PUT) with
 * `body`, and delete (DELETE) with `deleteQuery`, which names the item as that area's delete does.
 */
export function listAddEditDelete(
  send: SendToPath,
  body: unknown,
  deleteQuery: string,
): Record<string, CallAs> {
  return {
    list: (token) => send('GET', '', undefined, token),
    add: (token) => send('POST', '', body, token),
    edit: (token) => send('PUT', '', body, token),
    delete: (token) => send('DELETE', deleteQuery, undefined, token),
  };
}

/** Every signed-in role but the super admin: what a call for the super admin alone refuses. */
export const rolesBelowSuperAdmin: readonly RoleCode[] = [
  roleCodes.defaultUser,
  roleCodes.problemAdmin,
  roleCodes.admin,
];

/** Signed-in roles that are no administrator of any kind: what every admin call refuses. */
export const nonAdminRoles: readonly RoleCode[] = [
  roleCodes.defaultUser,
  roleCodes.noSubmit,
  roleCodes.muted,
];

/** The named calls; none at all is a mistake in the test, which would otherwise pass having checked nothing. */
function namedCalls(calls: Record<string, CallAs>): [string, CallAs][] {
  const named = Object.entries(calls);
  if (named.length === 0) throw new Error('A role check needs at least one call to make');
  return named;
}

/** Expects every call, named by its key, to answer HTTP 403 to a fresh session of each role. */
export async function expectRolesRefused(
  calls: Record<string, CallAs>,
  roles: readonly RoleCode[],
): Promise<void> {
  const named = namedCalls(calls);
  for (const role of roles) {
    const { token } = await sessionToken(role);
    for (const [name, call] of named)
      expect((await call(token)).httpStatus, `${name} as role ${role}`).toBe(403);
  }
}

/** Expects every call to answer HTTP 401 to a visitor and 403 to each of the signed-in roles. */
export async function expectRefused(
  calls: Record<string, CallAs>,
  roles: readonly RoleCode[],
): Promise<void> {
  for (const [name, call] of namedCalls(calls))
    expect((await call(null)).httpStatus, `${name} without a login`).toBe(401);
  await expectRolesRefused(calls, roles);
}
