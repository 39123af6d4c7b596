import { describe, expect, it } from 'vitest';
import { contestScope, trainingScope } from './scope-href';
import { shellTabHref, shellTabOf, type ShellTabs } from './shell-tabs';

type Tab = 'home' | 'list' | 'rank';
const shell: ShellTabs<Tab> = {
  tabs: ['home', 'list', 'rank'],
  problemTab: (rest) => (rest.length === 1 ? 'list' : null),
};

describe('a scope shell’s tabs', () => {
  it('put the first tab at the scope’s own path and the others one step below', () => {
    expect(shellTabHref(trainingScope(2), shell, 'home')).toBe('/training/2');
    expect(shellTabHref(trainingScope(2), shell, 'rank')).toBe('/training/2/rank');
    expect(shellTabHref(trainingScope(2, 3), shell, 'list')).toBe('/group/3/training/2/list');
  });

  it('read the tab of a path inside a scope of the kind asked for, in a group or not', () => {
    expect(shellTabOf('/training/2', 'training', shell)).toEqual({ scope: trainingScope(2), tab: 'home' });
    expect(shellTabOf('/group/3/training/2/rank', 'training', shell)).toEqual({
      scope: trainingScope(2, 3),
      tab: 'rank',
    });
    expect(shellTabOf('/contest/5/problem/A', 'contest', shell)).toEqual({
      scope: contestScope(5),
      tab: 'list',
    });
  });

  it('read no tab for another kind of scope, the first tab’s name, or a page that is no tab', () => {
    expect(shellTabOf('/contest/5/rank', 'training', shell)).toBeNull();
    expect(shellTabOf('/training/2/home', 'training', shell)).toBeNull();
    expect(shellTabOf('/training/2/rank/more', 'training', shell)).toBeNull();
    expect(shellTabOf('/training/2/problem/A/full-screen', 'training', shell)).toBeNull();
    expect(shellTabOf('/rank', 'training', shell)).toBeNull();
  });
});
