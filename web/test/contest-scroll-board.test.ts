import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForFile, desktop, mobile, saveScreenshot } from './browser';
import { rootLoginForFile, type Login } from './accounts';
import { aPlusBProblem, registeredUser } from './problem-page-fixtures';
import { generatedTeams, realBoard, type RealRankRow, submitJudged } from './contest-scroll-board-fixtures';
import {
  createContest,
  editContest,
  wholeSecond,
  type ContestSettings,
  type TestContest,
} from './contest-fixtures';
import { pageAs as newPageAs } from './logged-in-page';
import { fourShots } from './four-shots';
import './provided-context';

/*
 * The scroll board (resolver) against the local stack: an ACM contest whose last part is sealed, with
 * right and wrong answers before and after the seal (verdicts set by root's manual judge), ended; the
 * organiser steps through it with the keyboard, and the board ends on the real board's order.
 */

const web = browserForFile();
const root = rootLoginForFile();
const projector = { width: 1920, height: 1080 };
const verdict = { ac: 0, wa: -1 } as const;

let contest: TestContest;
let oiContest: TestContest;
/** A hall-sized contest: 36 teams, 12 problems. */
let hall: TestContest;
let contestants: Login[];
let star: Login;

/** A board contest: started two hours ago, two more to go. */
const boardContest = (settings: ContestSettings = {}) =>
  createContest({ startsIn: -2 * 3600, lastsSeconds: 4 * 3600, ...settings });

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The submit call takes one submission per user every 5 s. */
const nextRound = () => wait(5_200);

beforeAll(async () => {
  const [first, second] = [await aPlusBProblem(), await aPlusBProblem()];
  contestants = [
    await registeredUser(),
    await registeredUser(),
    await registeredUser(),
    await registeredUser(),
  ];
  star = await registeredUser();
  contest = await boardContest({
    problems: [
      { pid: first.pid, displayId: 'A', title: 'A+B', color: '#e11d48' },
      { pid: second.pid, displayId: 'B', title: 'A+B', color: '#2563eb' },
    ],
    starAccount: [star.user.username],
  });
  oiContest = await boardContest({ type: 1 });
  const [u1, u2, u3, u4] = contestants as [Login, Login, Login, Login];
  const send = (who: Login, displayId: string, status: number) =>
    submitJudged(root.token, who, contest.cid, displayId, status);

  // Before the seal: everyone solves one problem.
  await Promise.all([
    send(u1, 'A', verdict.ac),
    send(u2, 'A', verdict.wa),
    send(u3, 'A', verdict.ac),
    send(u4, 'B', verdict.ac),
    send(star, 'A', verdict.ac),
  ]);
  await nextRound();
  await Promise.all([send(u1, 'B', verdict.wa), send(u2, 'A', verdict.ac)]);

  // The seal falls now; what follows is frozen.
  const seal = Date.now() + 1_000;
  await editContest(contest, { sealRank: true, sealRankTime: wholeSecond(seal + 999) });
  await wait(Math.max(0, seal + 1_000 - Date.now()) + 200);
  await nextRound();
  await Promise.all([
    send(u4, 'A', verdict.wa),
    send(u3, 'B', verdict.ac),
    send(u2, 'B', verdict.wa),
    send(u1, 'B', verdict.ac),
    send(star, 'B', verdict.ac),
  ]);
  await nextRound();
  await send(u4, 'A', verdict.ac);

  // The contests end: the resolver is shown at the award ceremony.
  await editContest(contest, { endTime: wholeSecond(Date.now() - 1_000) });
}, 180_000);

/**
 * The hall: every team tries a few of twelve problems in four rounds, two before the seal and two
 * after, with verdicts drawn from a fixed seed, so the board has many climbs and a long list to follow.
 */
async function seedHall(): Promise<void> {
  const displayIds = 'ABCDEFGHIJKL'.split('');
  const colours = ['#e11d48', '#2563eb', '#16a34a', '#f59e0b', '#9333ea', '#0891b2'];
  const problems = [];
  for (const [index, displayId] of displayIds.entries()) {
    problems.push({
      pid: (await aPlusBProblem()).pid,
      displayId,
      title: 'A+B',
      color: colours[index % colours.length] as string,
    });
  }
  hall = await boardContest({ problems });
  const teams = await generatedTeams(root.token, 36);
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const round = () =>
    Promise.all(
      teams.map((team) => {
        const displayId = displayIds[Math.floor(random() * 5 + random() * 7)] as string;
        const status = random() < 0.45 ? verdict.ac : verdict.wa;
        return submitJudged(root.token, team, hall.cid, displayId, status);
      }),
    );
  await round();
  await nextRound();
  await round();
  const seal = Date.now() + 1_000;
  await editContest(hall, { sealRank: true, sealRankTime: wholeSecond(seal + 999) });
  await wait(Math.max(0, seal + 1_000 - Date.now()) + 200);
  await nextRound();
  await round();
  await nextRound();
  await round();
  await editContest(hall, { endTime: wholeSecond(Date.now() - 1_000) });
}

/** A page of this file's browser logged in as `login` (none for a visitor). */
const pageAs = (login: Login | null, viewport = desktop): Promise<Page> =>
  newPageAs(() => web.browser.newPage({ viewport }), login);

const boardUrl = (query: string, language = 'en-US') => `${web.url}/scrollBoard?${query}&l=${language}`;

/** The rows as they stand on screen, top to bottom. */
async function rowsOnScreen(
  page: Page,
): Promise<(RealRankRow & { medal: string; focused: boolean; pending: number })[]> {
  const rows = await page.getByTestId('scroll-board-row').evaluateAll((elements) =>
    elements.map((element) => {
      const data = (element as HTMLElement).dataset;
      return {
        index: Number(data.index),
        username: data.username ?? '',
        rank: Number(data.rank),
        ac: Number(data.solved),
        totalTime: Number(data.penalty),
        medal: data.medal ?? '',
        focused: data.focused === 'true',
        pending: element.querySelectorAll('[data-kind="pending"]').length,
      };
    }),
  );
  return rows.sort((a, b) => a.index - b.index).map(({ index: _index, ...row }) => row);
}

const progressOf = async (page: Page) => {
  const text = (await page.getByTestId('scroll-board-progress').textContent()) ?? '';
  const [done, total] = (text.match(/\d+/g) ?? []).map(Number);
  return { done: done ?? -1, total: total ?? -1 };
};

/** Lets a row's climb finish before a screenshot. */
const settle = () => wait(1_100);

describe('the scroll board', () => {
  it('starts from the frozen board and ends on the real board, stepped with space and the arrows', async () => {
    const page = await pageAs(root, projector);
    await page.goto(boardUrl(`cid=${contest.cid}&medals[]=1&medals[]=1&medals[]=1`));
    await page.getByTestId('scroll-board-row').nth(4).waitFor();
    // Frozen: every contestant shows one solve; what came after the seal is pending.
    const frozen = await rowsOnScreen(page);
    expect(frozen.map((row) => row.ac)).toEqual([1, 1, 1, 1, 1]);
    expect(await page.locator('[data-kind="pending"]').count()).toBe(5);
    const { total } = await progressOf(page);
    expect(total).toBe(5);
    // The lowest row with a hidden result is in focus.
    const lowestPending = frozen.map((row) => row.pending > 0).lastIndexOf(true);
    expect(frozen.findIndex((row) => row.focused)).toBe(lowestPending);
    await saveScreenshot(page, 'scroll-board-frozen-1920-en');

    const keys = ['Space', 'ArrowRight', 'ArrowDown'];
    for (let step = 0; step < total; step += 1) {
      const before = await rowsOnScreen(page);
      await page.keyboard.press(keys[step % keys.length] as string);
      await expect.poll(async () => (await progressOf(page)).done).toBe(step + 1);
      const after = await rowsOnScreen(page);
      // A step never moves a row below the one in focus.
      const focus = before.findIndex((row) => row.focused);
      expect(after.slice(focus + 1).map((row) => row.username)).toEqual(
        before.slice(focus + 1).map((row) => row.username),
      );
      // The step is said in words at the foot of the board.
      await expect(page.getByTestId('scroll-board-last-reveal').textContent()).resolves.toMatch(
        /: [AB] (accepted|rejected)/,
      );
      if (step === 1) {
        await settle();
        await saveScreenshot(page, 'scroll-board-step-1920-en');
      }
    }
    await expect.poll(() => page.getByTestId('scroll-board').getAttribute('data-finished')).toBe('true');
    // One more press changes nothing.
    await page.keyboard.press('Space');
    expect((await progressOf(page)).done).toBe(total);
    expect(await page.locator('[data-kind="pending"]').count()).toBe(0);

    const shown = await rowsOnScreen(page);
    const real = await realBoard(root.token, contest.cid);
    expect(shown.map(({ username, rank, ac, totalTime }) => ({ username, rank, ac, totalTime }))).toEqual(
      real,
    );
    // The star account is ranked -1 (drawn *), skipped in numbering and medals.
    const starRow = shown.find((row) => row.username === star.user.username);
    expect(starRow).toMatchObject({ rank: -1, medal: '' });
    const ranked = shown.filter((row) => row.rank !== -1);
    expect(ranked.map((row) => row.rank)).toEqual([1, 2, 3, 4]);
    expect(ranked.map((row) => row.medal)).toEqual(['gold', 'silver', 'bronze', '']);
    await settle();
    await saveScreenshot(page, 'scroll-board-final-1920-en');
    await page.close();
  });

  it('plays itself with A, in Chinese at 1280×800, with the default medal shares', async () => {
    const page = await pageAs(root, desktop);
    await page.goto(boardUrl(`cid=${contest.cid}`, 'zh-CN'));
    await page.getByTestId('scroll-board-row').nth(4).waitFor();
    await expect(page.getByTestId('scroll-board-progress').textContent()).resolves.toContain('已揭晓 0 / 5');
    await saveScreenshot(page, 'scroll-board-frozen-1280-zh');
    await page.keyboard.press('a');
    await expect
      .poll(() => page.getByTestId('scroll-board').getAttribute('data-finished'), { timeout: 20_000 })
      .toBe('true');
    const shown = await rowsOnScreen(page);
    expect(shown.map((row) => row.username)).toEqual(
      (await realBoard(root.token, contest.cid)).map((row) => row.username),
    );
    // 4 ranked contestants: 10 % and 20 % round down to none, 30 % to one bronze.
    expect(shown.filter((row) => row.rank !== -1).map((row) => row.medal)).toEqual(['bronze', '', '', '']);
    await settle();
    await saveScreenshot(page, 'scroll-board-final-1280-zh');
    await page.close();
  });

  it('leaves the star accounts out with removeStar', async () => {
    const page = await pageAs(root, desktop);
    await page.goto(boardUrl(`cid=${contest.cid}&removeStar=true`));
    await page.getByTestId('scroll-board-row').nth(3).waitFor();
    const shown = await rowsOnScreen(page);
    expect(shown.map((row) => row.username)).not.toContain(star.user.username);
    // Frozen, the four share one solve each; without the star row nobody is ranked -1.
    expect(shown).toHaveLength(4);
    expect(shown.every((row) => row.rank >= 1 && row.rank <= 4)).toBe(true);
    await page.close();
  });

  it('fits a phone: nothing wider than the window but the board itself', async () => {
    const page = await pageAs(root, mobile);
    await page.goto(boardUrl(`cid=${contest.cid}`));
    await page.getByTestId('scroll-board-row').nth(4).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await saveScreenshot(page, 'scroll-board-frozen-375-en');
    await fourShots(page, 'scroll-board-frozen');
    await page.setViewportSize(projector);
    await page.goto(boardUrl(`cid=${contest.cid}`, 'zh-CN'));
    await page.getByTestId('scroll-board-row').nth(4).waitFor();
    await saveScreenshot(page, 'scroll-board-frozen-1920-zh');
    await page.close();
  });

  it('tells anyone but the contest admins, an OI contest and a link without a contest why there is no board', async () => {
    // The contest has ended: the board is still the organisers' (spec part 2 §2), its contestants
    // are sent to the rank tab.
    const cases: [Login | null, string, string, RegExp, string][] = [
      [
        contestants[0] as Login,
        `cid=${contest.cid}`,
        'scroll-board-not-admin',
        /^Only the contest's admins may open its scroll board, after the end too: the final standings are on the contest's rank tab\./,
        'en-US',
      ],
      [
        contestants[0] as Login,
        `cid=${contest.cid}`,
        'scroll-board-not-admin',
        /^只有该比赛的管理员可以打开滚榜，比赛结束后也是如此；最终排名请在比赛的排名页查看。/,
        'zh-CN',
      ],
      [
        null,
        `cid=${contest.cid}`,
        'scroll-board-login-first',
        /log in as one of the contest's admins/,
        'en-US',
      ],
      [root, `cid=${oiContest.cid}`, 'scroll-board-oi', /ACM contests only/, 'en-US'],
      [root, 'removeStar=true', 'scroll-board-no-contest', /names no contest/, 'en-US'],
    ];
    for (const [login, query, testId, message, language] of cases) {
      const page = await pageAs(login, desktop);
      await page.goto(boardUrl(query, language));
      await expect(page.getByTestId(testId).textContent()).resolves.toMatch(message);
      // The board draws its own frame: no site header.
      expect(await page.getByTestId('logo').count()).toBe(0);
      expect(await page.getByTestId('footer-description').count()).toBe(0);
      if (testId === 'scroll-board-not-admin')
        await saveScreenshot(page, `scroll-board-not-admin-1280-${language.slice(0, 2)}`);
      await page.close();
    }
  });
});

describe('the scroll board of a hall-sized contest', () => {
  beforeAll(seedHall, 240_000);

  it('follows the focus down a long board on a projector and ends on the real board', async () => {
    const page = await pageAs(root, projector);
    await page.goto(boardUrl(`cid=${hall.cid}`));
    await page.getByTestId('scroll-board-row').nth(35).waitFor();
    // The row in focus is the lowest with a hidden result, and the view has scrolled down to it.
    await wait(1_000);
    const focused = page.locator('[data-testid="scroll-board-row"][data-focused="true"]');
    const box = await focused.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? -1) + (box?.height ?? 0)).toBeLessThanOrEqual(projector.height);
    expect(box?.y ?? -1).toBeGreaterThan(0);
    await saveScreenshot(page, 'scroll-board-hall-frozen-1920-en');

    const { total } = await progressOf(page);
    expect(total).toBeGreaterThan(20);
    for (let step = 0; step < Math.floor(total / 2); step += 1) await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await progressOf(page)).done).toBe(Math.floor(total / 2));
    await settle();
    await saveScreenshot(page, 'scroll-board-hall-halfway-1920-en');
    for (let step = Math.floor(total / 2); step < total; step += 1) await page.keyboard.press('Space');
    await expect.poll(() => page.getByTestId('scroll-board').getAttribute('data-finished')).toBe('true');
    const shown = await rowsOnScreen(page);
    const real = await realBoard(root.token, hall.cid);
    expect(shown.map(({ username, rank, ac, totalTime }) => ({ username, rank, ac, totalTime }))).toEqual(
      real,
    );
    await settle();
    await saveScreenshot(page, 'scroll-board-hall-final-1920-en');
    await page.close();
  });

  it('reads at 1280×800 in Chinese', async () => {
    const page = await pageAs(root, desktop);
    await page.goto(boardUrl(`cid=${hall.cid}`, 'zh-CN'));
    await page.getByTestId('scroll-board-row').nth(35).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await wait(1_000);
    await saveScreenshot(page, 'scroll-board-hall-frozen-1280-zh');
    await page.close();
  });
});
