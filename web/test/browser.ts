import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { printWatchedPages, watchedBrowser, type WatchedPage } from './page-watch';
import './provided-context';

/** Debian's chromium, never a downloaded browser. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * Chromium for the test file that calls this at its top, with the local stack's address: launched
 * before the file's tests, closed after them. Read `browser` and `url` inside tests and hooks. When a
 * test fails, the pages it left open print where they are, what they show and what went wrong in them.
 */
export function browserForFile(): { readonly browser: Browser; readonly url: string } {
  let browser: Browser | undefined;
  let url = '';
  const watched = new Set<WatchedPage>();
  beforeAll(async () => {
    url = inject('localStack').url;
    browser = watchedBrowser(await launchBrowser(), watched);
  });
  beforeEach(({ onTestFailed }) => {
    onTestFailed(() => printWatchedPages(watched));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    get browser() {
      if (!browser) throw new Error('the browser starts in beforeAll: use it inside a test or hook');
      return browser;
    },
    get url() {
      return url;
    },
  };
}

export const desktop = { width: 1280, height: 800 };
export const mobile = { width: 375, height: 812 };

const artifactsDir = join(import.meta.dirname, '..', '..', 'test-artifacts', 'web');

/**
 * Saves a full-page screenshot into test-artifacts/web/ (git-ignored); `fullPage: false` keeps the
 * window alone, for a dialog over a long page.
 */
export async function saveScreenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: join(artifactsDir, `${name}.png`), fullPage });
}
