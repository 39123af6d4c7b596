import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { browserForFile, desktop, saveScreenshot } from './browser';
import { rootLoginForFile } from './accounts';
import { api, useLogin } from './submission-fixtures';
import './provided-context';

/*
 * /admin/problem/tag against the local stack: classifications and tags created, changed and deleted
 * through the page (deletions confirmed), a taken name refused with the server's message, and the
 * public tag list showing the result.
 */

const tablet = { width: 820, height: 1180 };

const web = browserForFile();
const root = rootLoginForFile();

async function tagPage(viewport = desktop, language = 'en-US'): Promise<Page> {
  const page = await web.browser.newPage({ viewport });
  await useLogin(page, root);
  await page.goto(`${web.url}/admin/problem/tag?l=${language}`);
  await page.getByTestId('admin-tags').waitFor();
  return page;
}

interface PublicTags {
  classification: { name: string } | null;
  tagList: { name: string; color: string }[];
}

/** The public tag dialog's groups (this site's), as a visitor reads them. */
const publicTags = () => api<PublicTags[]>('/api/get-problem-tags-and-classification?oj=ME');

describe('the tags and classifications page', () => {
  const suffix = randomUUID().slice(0, 6);
  const group = `Graphs ${suffix}`;
  // A lower-case letter before the hex part, so that the upper-case name always differs from it
  // (a suffix of six digits once made both the same).
  const tag = `BFS t${suffix}`;

  it('creates a classification and a tag in it, and the public tag list groups it there', async () => {
    const page = await tagPage();
    await page.getByTestId('create-classification').click();
    await page.locator('#classification-name').fill(group);
    await page.locator('#classification-rank').fill('3');
    await page.getByTestId('classification-save').click();
    await page.getByTestId(`classification-${group}`).waitFor();

    await page.getByTestId('create-tag').click();
    await page.locator('#tag-name').fill(tag);
    await page.getByTestId('tag-color').fill('#19be6b');
    await page.getByTestId('tag-classification').selectOption({ label: group });
    await page.getByTestId('tag-save').click();
    const row = page.getByTestId(`tag-${tag}`);
    await row.waitFor();
    expect(await row.innerText()).toContain(group);
    expect(await page.getByTestId(`classification-${group}`).innerText()).toMatch(/3\s+1/);

    await expect
      .poll(
        async () =>
          (await publicTags())
            .find((entry) => entry.classification?.name === group)
            ?.tagList.map((t) => t.name),
        { timeout: 15_000 },
      )
      // The public tag list is kept for a few seconds by the function that serves it.
      .toEqual([tag]);
    await page.close();
  });

  it('refuses a tag name the source already has, with the server’s message', async () => {
    const page = await tagPage();
    await page.getByTestId('create-tag').click();
    await page.locator('#tag-name').fill(tag.toUpperCase());
    await page.getByTestId('tag-save').click();
    const error = page.getByTestId('tag-form-error');
    await error.waitFor();
    expect(await error.innerText()).toMatch(/already|exists|taken/i);
    expect(await page.getByTestId('tag-form').count()).toBe(1);
    await page.keyboard.press('Escape');
    expect(await page.getByTestId(`tag-${tag.toUpperCase()}`).count()).toBe(0);
    await page.close();
  });

  it('renames a tag, then deletes it and its classification after confirming', async () => {
    const page = await tagPage();
    const renamed = `${tag} renamed`;
    await page.getByTestId(`tag-${tag}`).getByTestId('edit-tag').click();
    await page.locator('#tag-name').fill(renamed);
    await page.getByTestId('tag-save').click();
    await page.getByTestId(`tag-${renamed}`).waitFor();

    await page.getByTestId(`tag-${renamed}`).getByTestId('delete-tag').click();
    await page.getByText('Delete the tag?').waitFor();
    await page.getByTestId('confirm-cancel').click();
    expect(await page.getByTestId(`tag-${renamed}`).count()).toBe(1);
    await page.getByTestId(`tag-${renamed}`).getByTestId('delete-tag').click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => page.getByTestId(`tag-${renamed}`).count()).toBe(0);

    await page.getByTestId(`classification-${group}`).getByTestId('delete-classification').click();
    await page.getByText('Delete the classification?').waitFor();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => page.getByTestId(`classification-${group}`).count()).toBe(0);
    await expect
      .poll(async () => (await publicTags()).some((entry) => entry.classification?.name === group), {
        timeout: 15_000,
      })
      .toBe(false);
    await page.close();
  });

  it('is drawn in both languages at desktop and tablet width', async () => {
    await api('/api/admin/tag/classification', {
      method: 'POST',
      token: root.token,
      body: JSON.stringify({ name: `Maths ${suffix}`, rank: 1 }),
    });
    await api('/api/admin/tag', {
      method: 'POST',
      token: root.token,
      body: JSON.stringify({ name: `Number theory ${suffix}`, color: '#ff9900' }),
    });
    for (const language of ['zh-CN', 'en-US']) {
      for (const [name, viewport] of [
        ['1280', desktop],
        ['820', tablet],
      ] as const) {
        const page = await tagPage(viewport, language);
        await page.getByTestId(`tag-Number theory ${suffix}`).waitFor();
        await saveScreenshot(page, `admin-tags-${language}-${name}`);
        if (name === '1280') {
          await page.getByTestId('create-tag').click();
          await page.getByTestId('tag-form').waitFor();
          await saveScreenshot(page, `admin-tags-dialog-${language}-${name}`);
        }
        await page.close();
      }
    }
  }, 240_000);
});
