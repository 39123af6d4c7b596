import type { Caller } from '../discussion-kit';
import type { GroupClass } from '../group-fixtures';

/** The columns of the group permission matrix in docs/api.md, in order. */
export const matrixRoles = [
  'visitor',
  'outsider',
  'applicant',
  'refused',
  'member',
  'admin',
  'root',
  'siteAdmin',
  'superAdmin',
] as const satisfies readonly (keyof GroupClass)[];
export type MatrixRole = (typeof matrixRoles)[number];

/** What one try of a call sends: its query and body, built for the class and the caller trying. */
export interface MatrixRequest {
  query?: Record<string, string | number | boolean>;
  body?: unknown;
}

/**
 * How the group permission matrix makes one call: `request` builds what to send against a class
 * (making, as the class's owner, whatever the call names: an announcement, a problem), once before
 * each role's try, so a call that deletes or changes its thing finds it whole for every role. A call
 * that changes the class itself (who is a member) asks for a `fresh` class for each role.
 */
export interface MatrixCase {
  request(klass: GroupClass, caller: Caller, url: string): Promise<MatrixRequest>;
  fresh?: boolean;
}

export type MatrixCases = Record<string, MatrixCase>;
