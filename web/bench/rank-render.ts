import type { Browser, Page } from 'playwright-core';
import type { Session } from './seed-rank-board';

/*
 * How long the contest rank page takes to draw a 300-row page, in headless chromium: from a fresh
 * load with `limit=300` to the 300th row on screen, the board call alone from the same page, and a
 * redraw of the 300 rows from the query cache (page size 50, then 300 again) with no call at all.
 */

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

/** A page whose local storage holds `session`'s login, as the login dialog leaves it. */
export async function pageWithLogin(browser: Browser, session: Session): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userInfo', JSON.stringify(user));
      localStorage.setItem('loginTime', String(Date.now()));
    },
    { token: session.token, user: session.user },
  );
  return page;
}

/**
 * Milliseconds until the page shows `rows` board rows, measured inside the page from its navigation
 * (`since` 0) or from now. Given as source text: the bench runs through tsx, whose helper for
 * function names does not exist inside the page.
 */
function rowsDrawnAfter(page: Page, rows: number, since: 'navigation' | 'now'): Promise<number> {
  return page.evaluate(`new Promise((resolve) => {
    const start = ${since === 'navigation' ? '0' : 'performance.now()'};
    const check = () => {
      if (document.querySelectorAll('[data-testid="rank-row"]').length >= ${rows}) {
        resolve(performance.now() - start);
      } else requestAnimationFrame(check);
    };
    check();
  })`) as Promise<number>;
}

export interface RankRenderFigures {
  freshLoadMs: number;
  boardCallMs: number;
  redrawMs: number;
}

export async function measureRankRender(
  browser: Browser,
  url: string,
  cid: number,
  root: Session,
  loads: number,
): Promise<RankRenderFigures> {
  const fresh: number[] = [];
  const calls: number[] = [];
  const redraws: number[] = [];
  for (let load = 0; load < loads; load += 1) {
    const page = await pageWithLogin(browser, root);
    await page.goto(`${url}/contest/${cid}/rank?limit=300`);
    fresh.push(await rowsDrawnAfter(page, 300, 'navigation'));
    calls.push(
      await page.evaluate(async (contest) => {
        const start = performance.now();
        const response = await fetch('/api/get-contest-rank', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: localStorage.getItem('token') ?? '',
          },
          body: JSON.stringify({ cid: contest, currentPage: 1, limit: 300 }),
        });
        await response.json();
        return performance.now() - start;
      }, cid),
    );
    await page.getByTestId('page-size').selectOption('50');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="rank-row"]').length === 50);
    const redraw = rowsDrawnAfter(page, 300, 'now');
    await page.getByTestId('page-size').selectOption('300');
    redraws.push(await redraw);
    await page.context().close();
  }
  return { freshLoadMs: median(fresh), boardCallMs: median(calls), redrawMs: median(redraws) };
}
