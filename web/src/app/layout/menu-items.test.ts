import { describe, expect, it } from 'vitest';
import { defaultWebsiteConfig } from '@oj/shared/domain/website-config';
import {
  activeMenuPath,
  contestMenuCid,
  contestMenuItems,
  mainMenuItems,
  mobileMenuItems,
  trainingMenuItems,
  trainingMenuTid,
} from './menu-items';

const paths = (items: { path: string }[]) => items.map((item) => item.path);

describe('the menus', () => {
  it('list discussion only when public discussion is open', () => {
    expect(paths(mainMenuItems(defaultWebsiteConfig))).toContain('/discussion');
    expect(paths(mainMenuItems({ ...defaultWebsiteConfig, openPublicDiscussion: false }))).not.toContain(
      '/discussion',
    );
  });

  it('hide status, rank, discussion and group on mobile from visitors', () => {
    expect(paths(mobileMenuItems(defaultWebsiteConfig, false))).toEqual([
      '/home',
      '/problem',
      '/training',
      '/contest',
      '/developer',
      '/introduction',
    ]);
    expect(paths(mobileMenuItems(defaultWebsiteConfig, true))).toHaveLength(10);
  });

  it('offer as links only the areas that have screens, the rest marked as coming', () => {
    const items = mainMenuItems(defaultWebsiteConfig);
    expect(items.filter((item) => item.built).map((item) => item.path)).toEqual([
      '/home',
      '/problem',
      '/training',
      '/contest',
      '/status',
      '/rank',
      '/discussion',
    ]);
    expect(items.find((item) => item.path === '/group')?.built).toBe(false);
  });

  it('highlight the list of a detail page', () => {
    expect(activeMenuPath('/submission-detail/5')).toBe('/status');
    expect(activeMenuPath('/discussion-detail/5')).toBe('/discussion');
    expect(activeMenuPath('/problem/P1000')).toBe('/problem');
    expect(activeMenuPath('/')).toBe('/home');
  });
});

describe('the contest menu mode', () => {
  const running = { cid: 7, menuDisabled: false, hideProblems: false, hideSubmissions: false };

  it('takes over the navigation inside a contest’s shell only', () => {
    expect(contestMenuCid('/contest/7')).toBe(7);
    expect(contestMenuCid('/contest/7/problem/A/submission-detail/3')).toBe(7);
    expect(contestMenuCid('/contest')).toBeNull();
    expect(contestMenuCid('/contest/acm-scoreboard/7')).toBeNull();
    expect(contestMenuCid('/contest/7/problem/A/full-screen')).toBeNull();
  });

  it('offers back home, the overview, the problems, one’s own submissions and the rank', () => {
    expect(contestMenuItems(7, running).map((item) => item.path)).toEqual([
      '/home',
      '/contest/7',
      '/contest/7/problems',
      '/contest/7/submissions?onlyMine=true',
      '/contest/7/rank',
    ]);
  });

  it('greys out the problems, submissions and rank while the contest menu is disabled', () => {
    const items = contestMenuItems(7, { ...running, menuDisabled: true });
    expect(items.filter((item) => item.disabled).map((item) => item.path)).toEqual([
      '/contest/7/problems',
      '/contest/7/submissions?onlyMine=true',
      '/contest/7/rank',
    ]);
  });

  it('leaves out what exam mode hides', () => {
    const paths = contestMenuItems(7, { ...running, hideProblems: true, hideSubmissions: true }).map(
      (item) => item.path,
    );
    expect(paths).toEqual(['/home', '/contest/7', '/contest/7/rank']);
  });

  it('highlights the tab of the path, a submission under My submissions', () => {
    expect(activeMenuPath('/contest/7')).toBe('/contest/7');
    expect(activeMenuPath('/contest/7/problem/A')).toBe('/contest/7/problems');
    expect(activeMenuPath('/contest/7/problem/A/submission-detail/3')).toBe(
      '/contest/7/submissions?onlyMine=true',
    );
    expect(activeMenuPath('/contest')).toBe('/contest');
  });

  it('highlights My submissions on the submissions tab only while it lists the viewer’s own', () => {
    const mine = contestMenuItems(7, running).find(
      (item) => item.label === 'contest.shell.menu.mySubmissions',
    );
    const highlighted = (search: Record<string, unknown>) =>
      (mine?.activePath ?? mine?.path) === activeMenuPath('/contest/7/submissions', search);
    expect(highlighted({ onlyMine: true })).toBe(true);
    expect(highlighted({ onlyMine: 'true' })).toBe(true);
    expect(highlighted({})).toBe(false);
    expect(highlighted({ onlyMine: false })).toBe(false);
  });
});

describe('the training menu mode', () => {
  it('takes over the navigation inside a training, not in its focus mode or the list', () => {
    expect(trainingMenuTid('/training/4')).toBe(4);
    expect(trainingMenuTid('/training/4/problem/P1000')).toBe(4);
    expect(trainingMenuTid('/training/4/problem/P1000/full-screen')).toBeNull();
    expect(trainingMenuTid('/training')).toBeNull();
  });

  it('offers back home, the training home and its problem list, a problem highlighting the list', () => {
    expect(trainingMenuItems(4).map((item) => item.path)).toEqual([
      '/home',
      '/training/4',
      '/training/4/problems',
    ]);
    expect(activeMenuPath('/training/4/problem/P1000')).toBe('/training/4/problems');
    expect(activeMenuPath('/training/4')).toBe('/training/4');
    expect(activeMenuPath('/training')).toBe('/training');
  });
});
