import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { desktop, mobile, saveScreenshot } from './browser';

const languages = [
  ['zh-CN', '简体中文'],
  ['en-US', 'English'],
] as const;

const sizes = [
  ['desktop', desktop],
  ['phone', mobile],
] as const;

/**
 * The screen `page` shows, as it stands, in four shots: a desktop and a phone, each in both
 * languages, named `<name>-<desktop|phone>-<language>`. The language changes through the switch of
 * the site's footer, so a dialog, a toast or a filled form stays as it is; a screen without the footer
 * (focus mode, the scroll board) is loaded again with `?l=`. Each shot must fit the
 * window: nothing wider than the page (tables scroll inside their own box). The page ends as it
 * began: same window size and language.
 */
export async function fourShots(page: Page, name: string): Promise<void> {
  const startSize = page.viewportSize();
  const startLanguage = await page.evaluate(() => document.documentElement.lang);
  const switcher = page.getByTestId('language-switcher');
  const switchTo = async (language: string, label: string) => {
    if (await switcher.count()) {
      // By its text, not its role: a dialog makes the page behind it inert, hidden from roles.
      await switcher.locator('button').filter({ hasText: label }).dispatchEvent('click');
      return;
    }
    const url = new URL(page.url());
    url.searchParams.set('l', language);
    await page.goto(url.toString());
    await page.waitForLoadState('networkidle');
  };
  for (const [size, viewport] of sizes) {
    await page.setViewportSize(viewport);
    for (const [language, label] of languages) {
      await switchTo(language, label);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
      // CodeMirror measures its lines only once they are in the window: bring each editor into view,
      // or the full-page shot draws its line numbers at their estimated height, out of step.
      await page.evaluate(() =>
        document.querySelectorAll('.cm-editor').forEach((editor) => editor.scrollIntoView()),
      );
      await page.waitForTimeout(150);
      // Let the layout settle after the resize and the new words.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(300);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${name} ${size} ${language} is wider than the window`).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `${name}-${size}-${language}`);
    }
  }
  if (startSize) await page.setViewportSize(startSize);
  const back = languages.find(([language]) => language === startLanguage);
  if (back) await switchTo(back[0], back[1]);
}
