import { describe, expect, it } from 'vitest';
import { getContestInfo, getProblemDetail, roleCodes } from '@oj/shared';
import { AppError } from '../frame/app-error';
import type { RequestContext } from '../frame/request-context';
import { route, type ScopedHandler } from './route';

/*
 * The scope step as far as it runs without the table: the public site opens without a read, a route
 * of one kind refuses ids that name no place of that kind, and contradicting ids are refused before
 * any read. functions/test/declared-scopes.test.ts runs every declared route against stored places.
 */

const context = {
  requestId: 'r1',
  lang: 'en-US',
  urlType: 'general',
  user: { uid: 'u1', username: 'ada', roleCode: roleCodes.defaultUser, sessionId: 's1' },
} as RequestContext;

const problemPage: ScopedHandler<typeof getProblemDetail, 'anyone', 'any'> = async (_input, { scope }) =>
  ({ kind: scope.kind }) as never;
const contestPage: ScopedHandler<typeof getContestInfo, 'user', 'contest'> = async (_input, { scope }) =>
  ({ cid: scope.contest.cid }) as never;

const refusalOf = (run: Promise<unknown>) =>
  run.then(
    () => 'answered',
    (error: unknown) => (error instanceof AppError ? error.errorName : String(error)),
  );

describe('a scoped route', () => {
  it('keeps its declaration on the table line, for the checks over every route', () => {
    const line = route(getContestInfo, 'user', contestPage, { scope: { need: 'sight', of: 'contest' } });
    expect(line.scope).toEqual({ need: 'sight', of: 'contest' });
    expect(route(getContestInfo, 'user', contestPage as never, { notAScope: 'a reason' }).scope).toEqual({
      notAScope: 'a reason',
    });
  });

  it('hands a call made on the public site the public scope, reading nothing', async () => {
    const line = route(getProblemDetail, 'anyone', problemPage, { scope: { need: 'enter', of: 'any' } });
    for (const ids of [{}, { gid: 0 }, { gid: null }])
      await expect(line.handle({ query: ids, body: undefined } as never, context)).resolves.toEqual({
        kind: 'public',
      });
  });

  it('answers a contest route whose ids name no contest as a contest that does not exist', async () => {
    const line = route(getContestInfo, 'user', contestPage, { scope: { need: 'sight', of: 'contest' } });
    expect(await refusalOf(line.handle({ query: { cid: 0 }, body: undefined } as never, context))).toBe(
      'contestNotFound',
    );
  });

  it('refuses a contest and a training named together, and an id that is no id', async () => {
    const line = route(getProblemDetail, 'anyone', problemPage, { scope: { need: 'enter', of: 'any' } });
    expect(
      await refusalOf(line.handle({ query: { cid: 3, tid: 4 }, body: undefined } as never, context)),
    ).toBe('oneScopeOnly');
    expect(await refusalOf(line.handle({ query: { gid: -2 }, body: undefined } as never, context))).toBe(
      'scopeIdInvalid',
    );
  });
});
