import type { Browser, BrowserContext, Page } from 'playwright-core';

/*
 * What each open page of a test file went through, kept so that a failed test can say where its pages
 * were and what went wrong in them: a log excerpt from CI otherwise only shows the locator that timed
 * out. Every line printed starts with `atFailureMark`, which the integration runner gathers into the
 * failure report it prints after all groups.
 */

export const atFailureMark = '[at failure]';

/** How many of a page's latest troubles are kept. */
const troublesKept = 12;
/** How much of a page's visible text is printed. */
const visibleTextShown = 600;

export interface WatchedPage {
  page: Page;
  troubles: string[];
}

const sinceStart = (started: number) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/**
 * Records the page's refused API calls (HTTP 400 and up, or a body `status` other than 200), failed
 * requests, uncaught errors and console errors.
 */
function watchPage(page: Page, watched: Set<WatchedPage>): void {
  const started = Date.now();
  const entry: WatchedPage = { page, troubles: [] };
  const note = (trouble: string) => {
    entry.troubles.push(`${sinceStart(started)} ${trouble}`);
    if (entry.troubles.length > troublesKept) entry.troubles.shift();
  };
  watched.add(entry);
  page.on('close', () => watched.delete(entry));
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (!path.startsWith('/api/')) return;
    const call = `${response.request().method()} ${path}`;
    if (response.status() >= 400) return note(`${call} answered ${response.status()}`);
    // The contract refuses most things with HTTP 200 and the refusal in the body's `status` and `msg`.
    response
      .json()
      .then((body: { status?: unknown; msg?: unknown }) => {
        if (typeof body?.status === 'number' && body.status !== 200)
          note(`${call} answered status ${body.status}: ${String(body.msg).slice(0, 120)}`);
      })
      .catch(() => undefined);
  });
  page.on('requestfailed', (request) =>
    note(`${request.method()} ${new URL(request.url()).pathname} failed: ${request.failure()?.errorText}`),
  );
  page.on('pageerror', (error) => note(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') note(`console: ${message.text().slice(0, 200)}`);
  });
}

/**
 * The browser with every page it opens watched (pages of `newPage`, and of contexts from `newContext`).
 * Other members are the browser's own.
 */
export function watchedBrowser(browser: Browser, watched: Set<WatchedPage>): Browser {
  return new Proxy(browser, {
    get(target, property, receiver) {
      if (property === 'newPage')
        return async (...args: Parameters<Browser['newPage']>) => {
          const page = await target.newPage(...args);
          watchPage(page, watched);
          return page;
        };
      if (property === 'newContext')
        return async (...args: Parameters<Browser['newContext']>) => {
          const context: BrowserContext = await target.newContext(...args);
          context.on('page', (page) => watchPage(page, watched));
          return context;
        };
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** Prints where each open page is, the start of what it shows, and its latest troubles. */
export async function printWatchedPages(watched: ReadonlySet<WatchedPage>): Promise<void> {
  if (watched.size === 0) console.error(`${atFailureMark} no page was open`);
  for (const { page, troubles } of watched) {
    const text = await Promise.race([
      page.evaluate(() => document.body?.innerText ?? ''),
      new Promise<string>((resolve) => setTimeout(() => resolve('(no answer within 3 s)'), 3_000)),
    ])
      .then((shown) => shown.replace(/\s+/g, ' ').slice(0, visibleTextShown))
      .catch((error: unknown) => `(could not be read: ${String(error)})`);
    console.error(`${atFailureMark} page at ${page.url()}`);
    console.error(`${atFailureMark}   shows: ${text}`);
    for (const trouble of troubles) console.error(`${atFailureMark}   ${trouble}`);
  }
}
