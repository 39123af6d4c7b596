import type { Page } from 'playwright-core';
import type { Login } from './accounts';

/**
 * A new page with `login` in local storage as the login dialog leaves it (none for a visitor), set
 * before any screen loads; with `language`, that language stored too. Another account the page has
 * logged in with since is kept over `login` on the next navigation.
 */
export async function pageAs(
  newPage: () => Promise<Page>,
  login: Login | null,
  language?: 'zh-CN' | 'en-US',
): Promise<Page> {
  const page = await newPage();
  await page.addInitScript(
    ({ stored, chosen }) => {
      if (chosen) localStorage.setItem('language', chosen);
      if (!stored || localStorage.getItem('token')) return;
      localStorage.setItem('token', stored.token);
      localStorage.setItem('userInfo', JSON.stringify(stored.user));
      localStorage.setItem('loginTime', String(Date.now()));
    },
    { stored: login, chosen: language },
  );
  return page;
}
