import { describe, expect, it } from 'vitest';
import { contestStandingOf, type ContestViewer } from './contest-standing';
import { closedTabReason, visibleContestTabs } from './contest-tabs';
import type { ContestPhase } from './contest-phase';

const contestant: ContestViewer = { uid: 'u1', username: 'alice', superAdmin: false };
const organiser: ContestViewer = { uid: 'u2', username: 'olga', superAdmin: false };
const root: ContestViewer = { uid: 'u3', username: 'root', superAdmin: true };

const acm = {
  uid: 'u2',
  auth: 0,
  description: 'Good luck',
  allowEndSubmit: false,
  type: 0,
  openPrint: true,
};

function tabsOf(
  viewer: ContestViewer,
  contest: Partial<typeof acm> = {},
  phase: ContestPhase = 'running',
  access?: boolean,
  openContestComment = false,
) {
  const merged = { ...acm, ...contest };
  const standing = contestStandingOf(merged, phase, viewer, access);
  return visibleContestTabs(merged, standing, openContestComment);
}

const names = (tabs: ReturnType<typeof tabsOf>) => tabs.map(({ tab }) => tab);
const disabled = (tabs: ReturnType<typeof tabsOf>) =>
  tabs.filter((tab) => tab.disabled).map(({ tab }) => tab);

describe('the contest tabs a viewer sees', () => {
  it('give a contestant the contest tabs and print, never the organisers’ ones', () => {
    expect(names(tabsOf(contestant))).toEqual([
      'overview',
      'problems',
      'submissions',
      'rank',
      'announcements',
      'print',
    ]);
  });

  it('give a contest admin AC info, admin print and the scroll board, and the super admin rejudge too', () => {
    expect(names(tabsOf(organiser))).toEqual([
      'overview',
      'problems',
      'submissions',
      'rank',
      'announcements',
      'print',
      'ac-info',
      'admin-print',
      'scroll-board',
    ]);
    expect(names(tabsOf(root))).toContain('rejudge');
    expect(names(tabsOf(organiser))).not.toContain('rejudge');
  });

  it('show print and admin print only while printing is open, and the scroll board only for ACM', () => {
    const tabs = names(tabsOf(organiser, { openPrint: false, type: 1 }));
    expect(tabs).not.toContain('print');
    expect(tabs).not.toContain('admin-print');
    expect(tabs).not.toContain('scroll-board');
    expect(tabs).toContain('ac-info');
  });

  it('hide the problem tab in exam mode and keep the submissions tab for the contest admins', () => {
    const exam = { description: '[exam, 5]\nRead every question.' };
    expect(names(tabsOf(contestant, exam))).not.toContain('problems');
    expect(names(tabsOf(contestant, exam))).not.toContain('submissions');
    expect(names(tabsOf(organiser, exam))).toContain('submissions');
    expect(names(tabsOf(root, exam))).toContain('submissions');
    expect(names(tabsOf(root, exam))).not.toContain('problems');
  });

  it('grey out the tabs inside the contest before the start, except for the contest admins', () => {
    expect(disabled(tabsOf(contestant, {}, 'scheduled'))).toEqual([
      'problems',
      'submissions',
      'rank',
      'announcements',
      'print',
    ]);
    expect(disabled(tabsOf(organiser, {}, 'scheduled'))).toEqual([]);
  });

  it('grey them out in a private contest until the password is given', () => {
    expect(disabled(tabsOf(contestant, { auth: 1 }, 'running', false))).toContain('problems');
    expect(disabled(tabsOf(contestant, { auth: 1 }, 'running', true))).toEqual([]);
    expect(disabled(tabsOf(contestant, { auth: 2 }, 'running', false))).toEqual([]);
  });

  it('show the comment tab after the announcements exactly while the website’s switch is on', () => {
    expect(names(tabsOf(root))).not.toContain('comment');
    expect(names(tabsOf(contestant, {}, 'running', undefined, true))).toEqual([
      'overview',
      'problems',
      'submissions',
      'rank',
      'announcements',
      'comment',
      'print',
    ]);
    expect(disabled(tabsOf(contestant, {}, 'scheduled', undefined, true))).toContain('comment');
  });
});

describe('the viewer standing in a contest', () => {
  const standing = (
    viewer: ContestViewer | null,
    contest: Partial<typeof acm>,
    phase: ContestPhase,
    access?: boolean,
  ) => contestStandingOf({ ...acm, ...contest }, phase, viewer, access);

  it('asks a private contest’s password of a contestant without access, never of its admins', () => {
    expect(standing(contestant, { auth: 1 }, 'running', false).needsPasswordToEnter).toBe(true);
    expect(standing(contestant, { auth: 1 }, 'running', true).needsPasswordToEnter).toBe(false);
    expect(standing(organiser, { auth: 1 }, 'running').needsPasswordToEnter).toBe(false);
    expect(standing(root, { auth: 1 }, 'running').needsPasswordToEnter).toBe(false);
  });

  it('knows the contest’s creator by account, not by a name that looks like its author', () => {
    const namesake: ContestViewer = { uid: 'u9', username: 'olga', superAdmin: false };
    expect(standing(namesake, { auth: 1 }, 'running', false).contestAdmin).toBe(false);
    expect(standing(organiser, { auth: 1 }, 'running').contestAdmin).toBe(true);
  });

  it('shows no password form while the access answer is on its way', () => {
    const waiting = standing(contestant, { auth: 1 }, 'running', undefined);
    expect(waiting.needsPasswordToEnter).toBe(false);
    expect(waiting.menuDisabled).toBe(true);
  });

  it('asks a protected contest’s password only to submit', () => {
    const protectedStanding = standing(contestant, { auth: 2 }, 'running', false);
    expect(protectedStanding.needsPasswordToSubmit).toBe(true);
    expect(protectedStanding.needsPasswordToEnter).toBe(false);
    expect(protectedStanding.canSubmit).toBe(false);
    expect(protectedStanding.menuDisabled).toBe(false);
  });

  it('lets a contestant submit while running, after the end only when allowed, and admins before the start', () => {
    expect(standing(contestant, {}, 'running').canSubmit).toBe(true);
    expect(standing(contestant, {}, 'ended').canSubmit).toBe(false);
    expect(standing(contestant, { allowEndSubmit: true }, 'ended').canSubmit).toBe(true);
    expect(standing(contestant, {}, 'scheduled').canSubmit).toBe(false);
    expect(standing(organiser, {}, 'scheduled').canSubmit).toBe(true);
    expect(standing(null, {}, 'running').canSubmit).toBe(false);
  });

  it('reads exam mode and its submit limit from the description', () => {
    expect(standing(contestant, { description: '[exam, 5] rules' }, 'running').exam).toEqual({
      examMode: true,
      submitLimit: 5,
    });
  });
});

describe('a tab reached by its address', () => {
  const closed = (
    active: Parameters<typeof closedTabReason>[0],
    viewer: ContestViewer,
    phase: ContestPhase,
    contest: Partial<typeof acm> = {},
    access?: boolean,
  ) => {
    const merged = { ...acm, ...contest };
    const standing = contestStandingOf(merged, phase, viewer, access);
    return closedTabReason(active, {
      tabs: visibleContestTabs(merged, standing, false),
      phase,
      contest: merged,
      standing,
    });
  };

  it('says the contest has not started instead of drawing an inside tab early', () => {
    expect(closed('problems', contestant, 'scheduled')).toBe('notStarted');
    expect(closed('overview', contestant, 'scheduled')).toBeNull();
    expect(closed('problems', organiser, 'scheduled')).toBeNull();
  });

  it('asks for the password of a private contest', () => {
    expect(closed('rank', contestant, 'running', { auth: 1 }, false)).toBe('passwordRequired');
  });

  it('keeps the organisers’ tabs to the organisers', () => {
    expect(closed('ac-info', contestant, 'running')).toBe('organisersOnly');
    expect(closed('ac-info', organiser, 'running')).toBeNull();
    expect(closed(null, contestant, 'running')).toBeNull();
  });

  it('tells the contest’s creator that rejudging is the super admin’s, not that it is for organisers', () => {
    expect(closed('rejudge', organiser, 'running')).toBe('superAdminOnly');
    expect(closed('rejudge', contestant, 'running')).toBe('superAdminOnly');
    expect(closed('rejudge', root, 'running')).toBeNull();
  });

  it('tells an organiser what the contest lacks for a tab it does not have', () => {
    expect(closed('admin-print', organiser, 'running', { openPrint: false })).toBe('printingClosed');
    expect(closed('scroll-board', organiser, 'running', { type: 1 })).toBe('acmOnly');
    expect(closed('scroll-board', contestant, 'running', { type: 1 })).toBe('organisersOnly');
  });
});
