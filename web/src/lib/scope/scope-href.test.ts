import { describe, expect, it } from 'vitest';
import { publicScope, type Scope } from '@oj/shared/domain/scope';
import { contestScope, pathId, scopeHref, scopeOfPath, trainingScope } from './scope-href';

const group: Scope = { kind: 'group', gid: 3 };

describe('scopeHref', () => {
  it('writes a public page from the root and a scope’s page under the scope’s segments', () => {
    expect(scopeHref(publicScope, ['problem', '1001'])).toBe('/problem/1001');
    expect(scopeHref(contestScope(5), ['problem', 'A'])).toBe('/contest/5/problem/A');
    expect(scopeHref(trainingScope(2), ['problem', 'P1'])).toBe('/training/2/problem/P1');
  });

  it('writes a group’s contest and training under the group', () => {
    expect(scopeHref(contestScope(5, 3), ['problem', 'A'])).toBe('/group/3/contest/5/problem/A');
    expect(scopeHref(trainingScope(2, 3), ['rank'])).toBe('/group/3/training/2/rank');
    expect(scopeHref(group, ['problem', '1001'])).toBe('/group/3/problem/1001');
  });

  it('gives a scope’s own page without a tail', () => {
    expect(scopeHref(contestScope(5))).toBe('/contest/5');
    expect(scopeHref(group)).toBe('/group/3');
    expect(scopeHref(publicScope)).toBe('/');
  });

  it('encodes each segment, so an id cannot split the path or start a query', () => {
    expect(scopeHref(trainingScope(7), ['problem', 'P 1'])).toBe('/training/7/problem/P%201');
    expect(scopeHref(publicScope, ['problem', 'a/b?c#d%'])).toBe('/problem/a%2Fb%3Fc%23d%25');
  });
});

describe('scopeOfPath', () => {
  it('reads a contest, a training and a group with the page inside them', () => {
    expect(scopeOfPath('/contest/5/problem/A')).toEqual({ scope: contestScope(5), tail: ['problem', 'A'] });
    expect(scopeOfPath('/training/2/')).toEqual({ scope: trainingScope(2), tail: [] });
    expect(scopeOfPath('/group/3/problem/1001')).toEqual({ scope: group, tail: ['problem', '1001'] });
  });

  it('reads a contest or a training inside a group as that contest or training, keeping the group', () => {
    expect(scopeOfPath('/group/3/contest/5/rank')).toEqual({ scope: contestScope(5, 3), tail: ['rank'] });
    expect(scopeOfPath('/group/3/training/2')).toEqual({ scope: trainingScope(2, 3), tail: [] });
  });

  it('reads a path outside any scope as the public site, the whole path its tail', () => {
    expect(scopeOfPath('/problem/1001')).toEqual({ scope: publicScope, tail: ['problem', '1001'] });
    expect(scopeOfPath('/')).toEqual({ scope: publicScope, tail: [] });
    expect(scopeOfPath('/contest')).toEqual({ scope: publicScope, tail: ['contest'] });
  });

  it('opens no scope for an id that is not a positive safe integer', () => {
    expect(scopeOfPath('/contest/acm-scoreboard/7').scope).toEqual(publicScope);
    expect(scopeOfPath('/contest/0/rank').scope).toEqual(publicScope);
    expect(scopeOfPath('/training/-2').scope).toEqual(publicScope);
    expect(scopeOfPath('/training/1e3').scope).toEqual(publicScope);
    expect(scopeOfPath('/contest/9007199254740993').scope).toEqual(publicScope);
    expect(scopeOfPath('/group/x/contest/5')).toEqual({
      scope: publicScope,
      tail: ['group', 'x', 'contest', '5'],
    });
    expect(scopeOfPath('/group/3/contest/abc')).toEqual({ scope: group, tail: ['contest', 'abc'] });
  });

  it('reads a contest or a training only right after the group, never further down', () => {
    expect(scopeOfPath('/problem/contest/5').scope).toEqual(publicScope);
    expect(scopeOfPath('/group/3/discussion/contest/5').scope).toEqual(group);
    expect(scopeOfPath('/contest/5/training/2').tail).toEqual(['training', '2']);
  });

  it('decodes the tail, keeping a stray percent sign as written', () => {
    expect(scopeOfPath('/training/7/problem/P%201').tail).toEqual(['problem', 'P 1']);
    expect(scopeOfPath('/problem/100%').tail).toEqual(['problem', '100%']);
  });

  it('gives back what scopeHref wrote, for every kind of scope', () => {
    const scopes: Scope[] = [
      publicScope,
      group,
      contestScope(5),
      contestScope(5, 3),
      trainingScope(2),
      trainingScope(2, 3),
    ];
    const tails = [[], ['rank'], ['problem', 'A b/c%'], ['problem', 'P1', 'full-screen']];
    for (const scope of scopes) {
      for (const tail of tails) expect(scopeOfPath(scopeHref(scope, tail))).toEqual({ scope, tail });
    }
  });
});

describe('pathId', () => {
  it('reads digits that make a positive safe integer, and nothing else', () => {
    const read = ['42', '007', '0', '4x', '', undefined].map(pathId);
    expect(read).toEqual([42, 7, null, null, null, null]);
  });
});
