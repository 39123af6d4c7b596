import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { browserForFile, desktop, mobile, saveScreenshot } from './browser';
import { rootLoginForFile } from './accounts';
import { api, createAPlusB } from './submission-fixtures';
import './provided-context';

/*
 * The admin contest pages against the local stack: the super admin creates a private ACM contest with
 * a frozen last half hour, star users and awards through the form (its own checks seen first), gives
 * it two public problems (a display id already taken is refused beside the field) and a contest-only
 * problem written with the problem form, edits it with the rule type locked, publishes and edits an
 * announcement, clones it, hides the copy and deletes it. Every page is looked at in both languages
 * at 1280 px and on a 375 px phone.
 */

const web = browserForFile();
const root = rootLoginForFile();
const title = `Spring cup ${randomUUID().slice(0, 6)}`;
const languages = ['zh-CN', 'en-US'] as const;

interface StoredContest {
  id: number;
  title: string;
  type: number;
  auth: number;
  pwd: string;
  startTime: string;
  endTime: string;
  sealRank: boolean;
  sealRankTime: string | null;
  visible: boolean;
  starAccount: string[];
  awardType: number;
  awardConfigList: { name: string; num: number }[];
  openPrint: boolean;
}

interface ContestRow {
  id: number;
  title: string;
  visible: boolean;
}

const contestNamed = async (name: string): Promise<ContestRow | undefined> => {
  const list = await api<{ records: ContestRow[] }>(
    `/api/admin/contest/get-contest-list?keyword=${encodeURIComponent(name)}&limit=100`,
    { token: root.token },
  );
  return list.records.find((row) => row.title === name);
};

const storedContest = (cid: number) =>
  api<StoredContest>(`/api/admin/contest?cid=${cid}`, { token: root.token });

async function open(path: string, viewport = desktop, language = 'en-US'): Promise<Page> {
  const page = await web.browser.newPage({ viewport });
  await page.addInitScript(
    ({ login, lang }) => {
      localStorage.setItem('language', lang);
      if (localStorage.getItem('token')) return;
      localStorage.setItem('token', login.token);
      localStorage.setItem('userInfo', JSON.stringify(login.user));
      localStorage.setItem('loginTime', String(Date.now()));
    },
    { login: root, lang: language },
  );
  await page.goto(`${web.url}${path}`);
  return page;
}

/** `YYYY-MM-DDTHH:mm` at UTC+8 for an instant: what the form's time inputs take. */
const beijingInput = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 16);

/** Tomorrow at 09:00 UTC+8, a whole minute, so the form and the stored times read alike. */
const startMs = Math.ceil((Date.now() + 86_400_000) / 3600_000) * 3600_000;
const endMs = startMs + 2 * 3600_000;

let cid = 0;

/**
 * The list's row actions drawn past the edge of the box that scrolls the table sideways (so cut off
 * until scrolled), by their test ids; none when the row fits.
 */
async function cutOffRowActions(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const actions = [
      ...document.querySelectorAll<HTMLElement>(
        '[data-testid="admin-contest-table"] a, [data-testid="admin-contest-table"] button',
      ),
    ];
    return actions.flatMap((action) => {
      let box = action.parentElement;
      while (box && !['auto', 'scroll', 'hidden'].includes(getComputedStyle(box).overflowX))
        box = box.parentElement;
      if (!box) return [];
      const edge = box.getBoundingClientRect();
      const shape = action.getBoundingClientRect();
      return shape.right > edge.right + 0.5 || shape.left < edge.left - 0.5
        ? [action.dataset.testid ?? action.textContent ?? '']
        : [];
    });
  });
}

describe('the admin contest pages', () => {
  it('create a private ACM contest with a frozen last half hour, its checks shown beside the fields', async () => {
    const page = await open('/admin/contest/create?l=en-US');
    const form = page.getByTestId('contest-form');
    await form.waitFor();
    // The form's own checks: no title, an end before the start, a private contest without a password.
    await page.getByTestId('contest-startTime').fill(beijingInput(startMs));
    await page.getByTestId('contest-endTime').fill(beijingInput(startMs - 3600_000));
    await page.getByTestId('contest-auth').selectOption('1');
    await page.getByTestId('save-contest').click();
    await expect(page.getByTestId('problem-title').textContent()).resolves.toBe('The title is required');
    await expect(page.getByTestId('problem-endTime').textContent()).resolves.toBe(
      'The start time should be earlier than the end time',
    );
    await expect(page.getByTestId('problem-pwd').textContent()).resolves.toContain('needs a password');

    // A contest of 20 minutes cannot seal its last half hour or hour: only the whole contest is left.
    await page.getByTestId('contest-endTime').fill(beijingInput(startMs + 20 * 60_000));
    await page.getByTestId('contest-seal').click();
    expect(await page.getByTestId('seal-halfHour').isDisabled()).toBe(true);
    expect(await page.getByTestId('seal-hour').isDisabled()).toBe(true);
    expect(await page.getByTestId('seal-whole').isChecked()).toBe(true);
    // Two hours: sealing defaults to the last hour; the last half hour is chosen.
    await page.getByTestId('contest-endTime').fill(beijingInput(endMs));
    await expect(page.getByTestId('contest-duration').textContent()).resolves.toBe('2 h');
    await page.getByTestId('contest-seal').click();
    await page.getByTestId('contest-seal').click();
    expect(await page.getByTestId('seal-hour').isChecked()).toBe(true);
    await page.getByTestId('seal-halfHour').check();

    await page.getByTestId('contest-title').fill(title);
    await page.getByTestId('contest-pwd').fill('letmein');
    await page.getByTestId('contest-description').fill('[exam, 5] Two problems.');
    await expect(page.getByTestId('exam-mode-state').textContent()).resolves.toContain('5 submissions');
    await page.getByTestId('contest-description').fill('Two problems, **two hours**.');
    await expect(page.getByTestId('exam-mode-state').textContent()).resolves.toContain('not an exam');

    // Star users: a pasted list keeps its new names; a name already listed, or given twice, is left
    // out once with a warning naming it.
    await page.getByTestId('star-account-input').fill(' team_star ');
    await page.getByTestId('star-account-input').press('Enter');
    await page.getByTestId('star-account-input').fill('team_b, team_star team_c team_b');
    await page.getByTestId('star-account-add').click();
    await expect(page.getByTestId('star-account-left-out').textContent()).resolves.toBe(
      'Already listed, so not added again (2 names): team_star, team_b',
    );
    await expect(page.getByTestId('star-accounts').locator('li').allTextContents()).resolves.toEqual([
      '★ team_star×',
      '★ team_b×',
      '★ team_c×',
    ]);
    await page.getByTestId('star-account-input').fill('team_c');
    await page.getByTestId('star-account-input').press('Enter');
    await expect(page.getByTestId('star-account-left-out').textContent()).resolves.toBe(
      'Already listed, so not added again: team_c',
    );

    // Awards by proportion start from the spec's 10/20/30; more than 100 % is refused.
    await page.getByTestId('contest-award-type').selectOption('1');
    expect(await page.getByTestId('award-table').locator('tbody tr').count()).toBe(3);
    await page.getByTestId('award-num-2').fill('80');
    await page.getByTestId('save-contest').click();
    await expect(page.getByTestId('problem-awards').textContent()).resolves.toBe(
      'The shares add up to 110%: at most 100%',
    );
    await page.getByTestId('award-num-2').fill('30');
    await page.getByTestId('contest-open-print').click();
    await saveScreenshot(page, 'admin-contest-form-filled-en-US-1280');

    await page.getByTestId('save-contest').click();
    await page.waitForURL(/\/admin\/contest$/);
    await page.getByTestId('admin-contest-table').getByText(title).waitFor();
    await page.close();

    const row = await contestNamed(title);
    expect(row).toBeDefined();
    cid = row?.id ?? 0;
    const stored = await storedContest(cid);
    expect(stored).toMatchObject({
      type: 0,
      auth: 1,
      pwd: 'letmein',
      sealRank: true,
      starAccount: ['team_star', 'team_b', 'team_c'],
      awardType: 1,
      openPrint: true,
      visible: true,
    });
    expect(Date.parse(stored.startTime)).toBe(startMs);
    expect(Date.parse(stored.endTime)).toBe(endMs);
    expect(Date.parse(stored.sealRankTime ?? '')).toBe(endMs - 30 * 60_000);
    expect(stored.awardConfigList.map((award) => award.num)).toEqual([10, 20, 30]);
  });

  it('warns about a pasted star user already listed in both languages, on a desktop and a phone', async () => {
    for (const [viewport, size] of [
      [desktop, 'desktop'],
      [mobile, 'phone'],
    ] as const) {
      for (const [language, warning] of [
        ['en-US', 'Already listed, so not added again: ann'],
        ['zh-CN', '已在列表中，未重复添加：ann'],
      ] as const) {
        const page = await open('/admin/contest/create', viewport, language);
        await page.getByTestId('star-account-input').fill('ann');
        await page.getByTestId('star-account-input').press('Enter');
        await page.getByTestId('star-account-input').fill('bob, ann cat');
        await page.getByTestId('star-account-add').click();
        await expect(page.getByTestId('star-account-left-out').textContent()).resolves.toBe(warning);
        await expect(page.getByTestId('star-accounts').locator('li').count()).resolves.toBe(3);
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        ).toBeLessThanOrEqual(0);
        // A full-page shot from the top, so the sticky header sits where it belongs.
        await page.evaluate(() => window.scrollTo(0, 0));
        await saveScreenshot(page, `admin-contest-star-left-out-${size}-${language}`);
        await page.close();
      }
    }
  });

  it('gives the contest two public problems, refusing a display id already taken beside the field', async () => {
    const first = await createAPlusB(root);
    const second = await createAPlusB(root);
    const page = await open(`/admin/contest/${cid}/problems?l=en-US`);
    await page.getByTestId('contest-problem-list').waitFor();

    const add = async (problemId: string) => {
      await page.getByTestId('candidate-keyword').fill(problemId);
      await page.getByTestId('candidate-search').click();
      await page.getByTestId(`choose-${problemId}`).click();
    };
    await page.getByTestId('add-from-public').click();
    await add(first.problemId);
    expect(await page.getByTestId('link-display-id').inputValue()).toBe('A');
    expect(await page.getByTestId('link-display-title').inputValue()).toBe('A plus B');
    await page.getByTestId('link-display-title').fill('Warm up');
    await page.getByTestId('link-color').getByRole('button', { name: '#ef4444' }).click();
    await page.getByTestId('add-problem').click();
    await page.getByTestId('contest-problem-A').waitFor();
    // The new row shows a moment before the picker closes; open it again once it has.
    await page.getByTestId('public-problem-picker').waitFor({ state: 'detached' });

    await page.getByTestId('add-from-public').click();
    await add(second.problemId);
    await page.getByTestId('link-display-id').fill('A');
    await page.getByTestId('add-problem').click();
    await expect(page.getByTestId('problem-displayId').textContent()).resolves.toContain(
      'already has a problem with display id A',
    );
    await page.getByTestId('link-display-id').fill('B');
    await page.getByTestId('add-problem').click();
    await page.getByTestId('contest-problem-B').waitFor();

    const rowA = page.getByTestId('contest-problem-A');
    await expect(rowA.textContent()).resolves.toContain('Warm up');
    await expect(rowA.textContent()).resolves.toContain('#ef4444');
    await page.close();
  });

  it('writes a contest-only problem with the problem form, joining the contest under its display id', async () => {
    const problemId = `K${randomUUID().slice(0, 6).toUpperCase()}`;
    const page = await open(`/admin/contest/${cid}/problems?l=en-US`);
    await page.getByTestId('create-contest-problem').click();
    await page.getByTestId('new-problem-link').waitFor();
    expect(await page.getByTestId('field-type').inputValue()).toBe('0');
    await page.getByTestId('link-display-id').fill('C');
    await page.getByTestId('field-problemId').fill(problemId);
    await page.getByTestId('field-title').fill('Contest only');
    await page.getByTestId('field-description').fill('Print the sum.');
    await page.getByTestId('field-input').fill('Two integers.');
    await page.getByTestId('field-output').fill('Their sum.');
    await page.getByTestId('cases-manual').click();
    const caseRow = page.getByTestId('case-row').first();
    await caseRow.locator('textarea').nth(0).fill('1 2\n');
    await caseRow.locator('textarea').nth(1).fill('3\n');
    await page.getByTestId('save-problem').click();
    await page.waitForURL(new RegExp(`/admin/contest/${cid}/problems$`));
    const rowC = page.getByTestId('contest-problem-C');
    await rowC.waitFor();
    await expect(rowC.textContent()).resolves.toContain('contest only');
    await page.close();
  });

  it('edits the contest with its rule type locked', async () => {
    const page = await open(`/admin/contest/${cid}/edit?l=en-US`);
    await page.getByTestId('contest-form').waitFor();
    expect(await page.getByTestId('contest-type').isDisabled()).toBe(true);
    expect(await page.getByTestId('contest-title').inputValue()).toBe(title);
    expect(await page.getByTestId('seal-halfHour').isChecked()).toBe(true);
    expect(await page.getByTestId('contest-pwd').inputValue()).toBe('letmein');
    await page.getByTestId('contest-title').fill(`${title} final`);
    await page.getByTestId('save-contest').click();
    await page.waitForURL(/\/admin\/contest$/);
    await page.close();
    const stored = await storedContest(cid);
    expect(stored.title).toBe(`${title} final`);
    expect(Date.parse(stored.sealRankTime ?? '')).toBe(endMs - 30 * 60_000);
  });

  it('publishes an announcement and edits it', async () => {
    const page = await open(`/admin/contest/${cid}/announcement?l=en-US`);
    await page.getByTestId('contest-announcement-create').click();
    await page.getByTestId('contest-announcement-title').fill('Problem B fixed');
    await page.getByTestId('contest-announcement-content').fill('The sample of **B** was wrong.');
    await page.getByTestId('contest-announcement-editor').locator('strong', { hasText: 'B' }).waitFor();
    await page.getByTestId('contest-announcement-save').click();
    const list = page.getByTestId('contest-announcement-list');
    await list.getByText('Problem B fixed').waitFor();
    await list.locator('tr', { hasText: 'Problem B fixed' }).getByRole('button', { name: 'Edit' }).click();
    await page.getByTestId('contest-announcement-title').fill('Problem B fixed (again)');
    await page.getByTestId('contest-announcement-save').click();
    await list.getByText('Problem B fixed (again)').waitFor();
    const announcements = await api<{ records: { title: string; status: number }[] }>(
      `/api/admin/contest/announcement?cid=${cid}`,
      { token: root.token },
    );
    expect(announcements.records.map((row) => row.title)).toEqual(['Problem B fixed (again)']);
    await page.close();
  });

  it('clones the contest, hides the copy and deletes it', async () => {
    const page = await open(`/admin/contest?keyword=${encodeURIComponent(title)}&l=en-US`);
    const original = page.getByTestId(`admin-contest-${cid}`);
    await original.waitFor();
    await original.getByTestId('contest-clone').click();
    const copyTitle = `${title} final (copy)`;
    // The copy heads the unfiltered first page.
    await page.getByTestId('admin-contest-table').getByText(copyTitle).waitFor();
    const copy = await contestNamed(copyTitle);
    expect(copy?.visible).toBe(true);
    const copyRow = page.getByTestId(`admin-contest-${copy?.id}`);
    await copyRow.getByTestId('contest-visible').click();
    await expect.poll(async () => (await contestNamed(copyTitle))?.visible).toBe(false);
    await expect
      .poll(() => copyRow.getByTestId('contest-visible').getAttribute('aria-checked'))
      .toBe('false');

    await copyRow.getByTestId('contest-delete').click();
    await page.getByTestId('confirm-ok').click();
    await copyRow.waitFor({ state: 'detached' });
    expect(await contestNamed(copyTitle)).toBeUndefined();
    expect(await contestNamed(`${title} final`)).toBeDefined();
    await page.close();
  });

  for (const language of languages)
    it(`look right in ${language} at 1280 px and on a phone, nothing scrolling sideways`, async () => {
      const screens = [
        ['list', `/admin/contest?keyword=${encodeURIComponent(title)}`, 'admin-contest-table'],
        ['create', '/admin/contest/create', 'contest-form'],
        ['edit', `/admin/contest/${cid}/edit`, 'contest-form'],
        ['problems', `/admin/contest/${cid}/problems`, 'contest-problem-list'],
        ['problem-create', `/admin/contest/${cid}/problem/create`, 'new-problem-link'],
        ['announcement', `/admin/contest/${cid}/announcement`, 'contest-announcement-list'],
      ] as const;
      for (const [size, viewport] of [
        ['1280', desktop],
        ['375', mobile],
      ] as const)
        for (const [name, path, testId] of screens) {
          const page = await open(
            `${path}${path.includes('?') ? '&' : '?'}l=${language}`,
            viewport,
            language,
          );
          await page.getByTestId(testId).waitFor();
          await page.waitForLoadState('networkidle');
          if (name === 'create') {
            await page.getByTestId('contest-seal').click();
            await page.getByTestId('contest-award-type').selectOption('1');
            await page.getByTestId('contest-account-limit').click();
          }
          if (name === 'problems') {
            await page.getByTestId('add-from-public').click();
            await page.getByTestId('candidate-table').waitFor();
          }
          if (name === 'announcement') await page.getByTestId('contest-announcement-create').click();
          // The side menu slides away on a phone: wait for its transition to end.
          await page.waitForTimeout(400);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `${name} ${language} ${size} scrolls sideways`).toBeLessThanOrEqual(0);
          if (name === 'list') expect(await cutOffRowActions(page), `${language} ${size}`).toEqual([]);
          if (name === 'problems') {
            // The list's heading keeps one line beside (or above) its buttons.
            const heading = await page.getByTestId('contest-problem-list').locator('h2').boundingBox();
            expect(heading?.height, `${language} ${size} heading`).toBeLessThan(40);
          }
          // From the top, so the sticky header sits where it belongs in the full-page shot.
          await page.evaluate(() => window.scrollTo(0, 0));
          await saveScreenshot(page, `admin-contest-${name}-${language}-${size}`);
          await page.close();
        }
    }, 180_000);
});
