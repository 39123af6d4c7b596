import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { publicScope } from '@oj/shared/domain/scope';
import { contestScope, trainingScope } from './scope-href';
import {
  ScopeProvider,
  scopeCid,
  scopeTid,
  useScope,
  useShownProblemId,
  type ContestPageScope,
} from './scope-provider';

const contest: ContestPageScope = {
  ...contestScope(5, 3),
  displayId: 'B',
  submissionHref: (submitId) => `/contest/5/submission/${submitId}`,
  beforeStart: false,
};

function ShownPlace({ problemId }: { problemId: string }) {
  const scope = useScope();
  return `${scope.kind} ${useShownProblemId(problemId)}`;
}

describe('the page scope', () => {
  it('is the public site outside any provider', () => {
    expect(renderToStaticMarkup(<ShownPlace problemId="1001" />)).toBe('public 1001');
  });

  it('shows a contest’s display id for its problem, and the problem’s own id elsewhere', () => {
    const focus = { active: false, href: '/training/2/problem/1001/full-screen' };
    expect(
      renderToStaticMarkup(
        <ScopeProvider scope={contest}>
          <ShownPlace problemId="1001" />
        </ScopeProvider>,
      ),
    ).toBe('contest B');
    expect(
      renderToStaticMarkup(
        <ScopeProvider scope={{ ...trainingScope(2), focus }}>
          <ShownPlace problemId="1001" />
        </ScopeProvider>,
      ),
    ).toBe('training 1001');
  });

  it('gives the contest’s and the training’s ids for calls, and 0 outside them', () => {
    expect(scopeCid(contest)).toBe(5);
    expect(scopeTid(contest)).toBe(0);
    expect(scopeCid(trainingScope(2, 3))).toBe(0);
    expect(scopeTid(trainingScope(2, 3))).toBe(2);
    expect(scopeCid(publicScope)).toBe(0);
    expect(scopeTid({ kind: 'group', gid: 3 })).toBe(0);
  });
});
