import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { roleCodes, topLevelFieldsOf } from '@oj/shared';
import { AppError } from '../src/frame/app-error';
import { createLogger } from '../src/frame/logger';
import type { RequestContext } from '../src/frame/request-context';
import type { Route, ScopeKindNeeded } from '../src/frame/route';
import type { ScopeNeed } from '../src/policy/scope';
import { dynamo, tableName } from '../src/data/dynamo-client';
import { groupKey, groupLineKey } from '../src/data/groups/group-keys';
import { useLocalStack } from './local-stack';
import { allAreaRoutes as allRoutes } from '../src/areas/all-area-routes';
import { storeContest } from './contest-fixtures';
import { newCategory, newTraining } from './training-fixtures';

/*
 * Every route that declares a scope, run against a hidden contest, a private training and a group the
 * viewer is not in, as a student: the scope step refuses before the handler, with the refusal the
 * policy gives for the route's need. The handler is called with the scope ids alone, so a route whose
 * refusal came from its handler instead would fail on the missing fields, not pass.
 */

type Kind = Exclude<ScopeKindNeeded, 'any'>;
const idFieldOf: Record<Kind, 'cid' | 'tid' | 'gid'> = { contest: 'cid', training: 'tid', group: 'gid' };

/** What a student is told, per kind of place and need; null where the need lets them in. */
const expectedRefusal: Record<Kind, Record<ScopeNeed, string | null>> = {
  // A hidden contest does not exist for a student, whatever the call asks of it.
  contest: {
    sight: 'contestNotFound',
    enter: 'contestNotFound',
    submit: 'contestNotFound',
    administer: 'contestNotFound',
  },
  // A private training's page is open (its password form); inside it the password is asked for.
  training: {
    sight: null,
    enter: 'trainingPasswordRequired',
    submit: 'trainingPasswordRequired',
    administer: 'trainingNotYours',
  },
  // A group's page is open to apply to it; inside it only members go, and roots administer it.
  group: { sight: null, enter: 'groupMembersOnly', submit: 'groupMembersOnly', administer: 'groupRootsOnly' },
};

/** The refusals of a place that does not exist for the viewer, which a need that lets them in never gives. */
const seenAs: Record<Kind, string[]> = {
  contest: ['contestNotFound', 'groupMembersOnly'],
  training: ['trainingNotFound'],
  group: ['groupNotFound', 'groupMembersOnly'],
};

const ids: Record<Kind, number> = { contest: 0, training: 0, group: 0 };
let student: RequestContext;

beforeAll(async () => {
  useLocalStack();
  ids.contest = (await storeContest({ visible: false })).cid;
  ids.training = await newTraining(await newCategory(`Scopes ${randomUUID().slice(0, 6)}`), {
    auth: 'Private',
    privatePwd: 'secret-pass',
  });
  ids.group = 880_000_000 + Math.floor(Math.random() * 10_000_000);
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...groupKey(ids.group), entity: 'group', v: 1, ownerUid: 'someone-else', auth: 2 },
    }),
  );
  // A group always has its catalogue line, whose member count a join moves (kept out of the list).
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...groupLineKey(ids.group), gid: ids.group, memberCount: 1, visible: false },
    }),
  );
  const uid = randomUUID().replaceAll('-', '');
  student = {
    requestId: randomUUID(),
    lang: 'en-US',
    urlType: 'general',
    user: {
      uid,
      username: `scopes-${uid.slice(0, 6)}`,
      roleCode: roleCodes.defaultUser,
      sessionId: randomUUID(),
    },
    clientKey: '127.0.0.1',
    userAgent: 'declared-scopes test',
    log: createLogger({ requestId: 'declared-scopes' }),
    setResponseHeader: () => undefined,
    overHttps: false,
    setResponseCookie: () => undefined,
  };
}, 60_000);

const nameOf = (route: Route) => `${route.call.method} ${route.call.path}`;
const fieldsOf = (route: Route) => [
  ...topLevelFieldsOf(route.call.query),
  ...topLevelFieldsOf(route.call.body),
];

/** The field a route reads a kind's id from: its own name, or the one the route declares (`named`). */
function idFieldIn(route: Route, kind: Kind): string {
  const named = route.scope && 'named' in route.scope ? route.scope.named : undefined;
  return named?.[idFieldOf[kind]] ?? idFieldOf[kind];
}

/** The kinds of place a route is tried against: its declared kind, or each its call can name. */
function kindsOf(route: Route, of: ScopeKindNeeded): Kind[] {
  const kinds: Kind[] = of === 'any' ? ['contest', 'training', 'group'] : [of];
  return kinds.filter((kind) => fieldsOf(route).includes(idFieldIn(route, kind)));
}

const cases = allRoutes.flatMap((route) => {
  const scope = route.scope;
  if (!scope || !('need' in scope)) return [];
  return kindsOf(route, scope.of).map((kind) => ({ route, kind, need: scope.need, refusal: scope.refusal }));
});

describe('declared scopes, for a student', () => {
  it('cover every kind of place', () => {
    for (const kind of ['contest', 'training', 'group'] as const)
      expect(cases.some((entry) => entry.kind === kind)).toBe(true);
  });

  it.each(cases.map((entry) => [`${nameOf(entry.route)} in a ${entry.kind}`, entry] as const))(
    '%s is refused before its handler, as its need says',
    async (_name, { route, kind, need, refusal }) => {
      const expected = expectedRefusal[kind][need];
      const input = { [idFieldIn(route, kind)]: ids[kind] };
      const answer = route.handle({ query: input, body: input } as never, student).then(
        () => 'answered',
        (error: unknown) => (error instanceof AppError ? error.errorName : 'failed in the handler'),
      );
      if (expected === null) {
        // Let through: the handler runs on the ids alone, so it fails or answers, but not as hidden.
        expect(seenAs[kind]).not.toContain(await answer);
        return;
      }
      const administrationWords =
        need === 'administer' && expected !== 'contestNotFound' ? refusal : undefined;
      expect(await answer).toBe(administrationWords ?? expected);
    },
  );
});
