import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { browserForFile, desktop, mobile, saveScreenshot } from './browser';
import { rootLoginForFile, type Login } from './accounts';
import { startJudgeWorker } from './judge-worker';
import { createAPlusB, finalStatusOf, newUser, programs, submit, useLogin } from './submission-fixtures';
import './provided-context';

const web = browserForFile();
const root = rootLoginForFile();
let alice: Login;
let bob: Login;
let problem: { pid: number; problemId: string };
let worker: { stop(): Promise<void> } | undefined;
let acceptedId: number;
let compileErrorId: number;

beforeAll(async () => {
  problem = await createAPlusB(root);
  alice = await newUser('alice');
  bob = await newUser('bob');
});

afterAll(async () => {
  await worker?.stop();
});

async function pageAs(login: Login | null, path: string, viewport = desktop): Promise<Page> {
  const page = await web.browser.newPage({ viewport });
  await useLogin(page, login);
  await page.goto(`${web.url}${path}`);
  return page;
}

const row = (page: Page, submitId: number) =>
  page.locator(`[data-testid="submission-row"][data-submit-id="${submitId}"]`);

/** The same submission as a phone card (under 768 px the table is hidden). */
const card = (page: Page, submitId: number) =>
  page.locator(`[data-testid="submission-card"][data-submit-id="${submitId}"]`);

/** Whether the keyboard focus sits inside the open manual-judge popover. */
const focusInPopover = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="manual-judge-popover"]')));

/** Where an element is on screen; it must be shown. */
async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element not shown');
  return found;
}

/** Nothing on the page is wider than the phone. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('the submission list and detail screens', () => {
  it('shows my pending submission and polls it to its verdict without a reload', async () => {
    acceptedId = await submit(alice, problem.pid, programs.accepted);
    const page = await pageAs(alice, '/status');
    await row(page, acceptedId).waitFor();
    expect(await page.getByTestId('filter-mine').count()).toBe(0);
    expect(await row(page, acceptedId).getByTestId('status-tag').getAttribute('data-status')).toBe('5');
    await saveScreenshot(page, 'status-pending-desktop');

    worker = await startJudgeWorker(22);
    await row(page, acceptedId)
      .locator('[data-testid="status-tag"][data-status="0"]')
      .waitFor({ timeout: 50_000 });
    expect(await row(page, acceptedId).textContent()).toContain(problem.problemId);
    await saveScreenshot(page, 'status-list-desktop');

    await row(page, acceptedId)
      .getByRole('link', { name: String(acceptedId), exact: true })
      .click();
    await page.getByTestId('submission-detail').waitFor();
    expect(page.url()).toContain(`/submission-detail/${acceptedId}`);
    expect(await page.getByTestId('status-banner').textContent()).toContain('Accepted');
    expect(await page.getByTestId('code-panel').textContent()).toContain('scanf');
    await page.getByTestId('case-card').first().waitFor();
    await saveScreenshot(page, 'submission-accepted-desktop');
    await page.close();
    // The judge worker starts inside this test (it checks every runtime first), so the default 60 s
    // would time the worker's start on a busy machine rather than the screen's poll.
  }, 120_000);

  it('lets the owner share the code and stop sharing it', async () => {
    const page = await pageAs(alice, `/submission-detail/${acceptedId}`);
    const toggle = page.getByTestId('share-toggle');
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(false);
    await toggle.click();
    await page.getByText('Shared successfully').waitFor();
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="share-toggle"]') as HTMLInputElement).checked,
    );

    const stranger = await pageAs(bob, `/submission-detail/${acceptedId}`);
    await stranger.getByTestId('code-panel').waitFor();
    expect(await stranger.getByTestId('share-toggle').count()).toBe(0);
    await stranger.close();

    await toggle.click();
    await page.getByText('Cancel Sharing Successfully').waitFor();
    await page.close();
  });

  it('shows a wrong answer with its facts and cases, and a compile error with its text', async () => {
    const wrongId = await submit(bob, problem.pid, programs.wrongAnswer);
    compileErrorId = await submit(root, problem.pid, programs.compileError);
    expect(await finalStatusOf(wrongId)).toBe(-1);
    expect(await finalStatusOf(compileErrorId)).toBe(-2);

    const page = await pageAs(bob, `/submission-detail/${wrongId}`);
    await page.getByTestId('run-facts').waitFor();
    expect(await page.getByTestId('status-banner').textContent()).toContain('Wrong Answer');
    expect(await page.getByTestId('run-facts').textContent()).toContain(bob.user.username);
    await page.getByTestId('case-card').first().waitFor();
    expect(await page.getByTestId('case-card').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('download-testcase').count()).toBe(0);
    await saveScreenshot(page, 'submission-wrong-answer-desktop');
    await page.setViewportSize(mobile);
    await saveScreenshot(page, 'submission-wrong-answer-mobile');
    await page.close();

    const admin = await pageAs(root, `/submission-detail/${compileErrorId}`);
    await admin.getByTestId('error-text').waitFor();
    expect(await admin.getByTestId('error-text').textContent()).toContain('missing_name');
    await admin.getByTestId('download-testcase').waitFor();
    // The admin's link saves the problem's test data as a zip.
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByTestId('download-testcase').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const saved = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of saved) chunks.push(chunk as Buffer);
    // A zip archive starts with the local file header signature PK\x03\x04.
    expect(Buffer.concat(chunks).subarray(0, 4).toString('binary')).toBe('PK\x03\x04');
    await saveScreenshot(admin, 'submission-compile-error-desktop');
    await admin.close();
  });

  it('filters the list by status, problem and author for an admin', async () => {
    const page = await pageAs(root, '/status');
    await page.getByTestId('filter-all').waitFor();
    await row(page, acceptedId).waitFor();
    await page.getByTestId('filter-status').selectOption('-1');
    await page.waitForURL(/status=-1/);
    const shownStatuses = () =>
      page
        .locator('[data-testid="submission-row"] [data-testid="status-tag"]')
        .evaluateAll((tags) => [...new Set(tags.map((tag) => tag.getAttribute('data-status')))]);
    await expect.poll(shownStatuses).toEqual(['-1']);

    await page.goto(`${web.url}/status?problemID=${problem.problemId}&username=${alice.user.username}`);
    await row(page, acceptedId).waitFor();
    expect(await page.locator('[data-testid="submission-row"]').count()).toBe(1);
    await page.getByTestId('filter-mine').click();
    await page.waitForURL(/onlyMine=true/);
    await page.getByText('No submissions').waitFor();
    await page.close();
  });

  it('lets the super admin rejudge a submission, which is polled to its verdict again', async () => {
    const page = await pageAs(root, `/status?problemID=${problem.problemId}`);
    await row(page, acceptedId).getByTestId('rejudge').click();
    await page.getByText('Rejudge successfully').waitFor();
    await row(page, acceptedId)
      .locator('[data-testid="status-tag"][data-status="0"]')
      .waitFor({ timeout: 50_000 });
    const trigger = row(page, acceptedId).getByTestId('manual-judge');
    const popover = page.getByTestId('manual-judge-popover');
    await trigger.click();
    await popover.waitFor();
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    expect(await popover.getAttribute('role')).toBe('dialog');
    expect(await popover.getByRole('heading').textContent()).toContain(String(acceptedId));
    await expect.poll(() => focusInPopover(page)).toBe(true);
    // Anchored to the row's button: just below it, not centred on the page.
    const [button, panel] = await Promise.all([box(trigger), box(popover)]);
    expect(panel.y).toBeGreaterThan(button.y + button.height - 1);
    expect(panel.y).toBeLessThan(button.y + button.height + 30);
    expect(Math.abs(panel.x + panel.width - (button.x + button.width))).toBeLessThan(30);

    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'detached' });
    // Focus goes back to the trigger once the popover has closed, which may be a frame after it left the page.
    await expect.poll(() => trigger.evaluate((node) => node === document.activeElement)).toBe(true);
    await trigger.click();
    await popover.waitFor();
    await page.mouse.click(5, 400);
    await popover.waitFor({ state: 'detached' });

    // Spec §4: no manual judge on a compile error, but it may still be cancelled.
    await row(page, compileErrorId).getByTestId('manual-judge').click();
    await popover.getByText('A submission with a compile error cannot be judged by hand.').waitFor();
    expect(await popover.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    expect(await popover.getByRole('button', { name: 'Cancel judge' }).isDisabled()).toBe(false);
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'detached' });

    await trigger.click();
    await popover.waitFor();
    expect(await popover.getByTestId('manual-judge-status').inputValue()).toBe('0');
    await popover.getByTestId('manual-judge-score').fill('100');
    await saveScreenshot(page, 'status-manual-judge-desktop');
    await popover.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Update Successfully').waitFor();
    await popover.waitFor({ state: 'detached' });
    await row(page, acceptedId).getByTestId('manual-indicator').waitFor();
    await saveScreenshot(page, 'status-admin-desktop');

    // On a phone the same actions sit in the card, and the popover stays on screen.
    await page.setViewportSize(mobile);
    await card(page, acceptedId).getByTestId('manual-indicator').waitFor();
    expect(await row(page, acceptedId).isVisible()).toBe(false);
    await card(page, acceptedId).getByTestId('rejudge').waitFor();
    await card(page, acceptedId).getByTestId('manual-judge').click();
    await popover.waitFor();
    const phonePanel = await box(popover);
    expect(phonePanel.x).toBeGreaterThanOrEqual(0);
    expect(phonePanel.x + phonePanel.width).toBeLessThanOrEqual(mobile.width);
    await saveScreenshot(page, 'status-manual-judge-mobile');
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'detached' });
    expect(await pageWidth(page)).toBeLessThanOrEqual(mobile.width);
    // Back to the top, so the sticky header is not drawn mid-page in the full-page shot.
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'status-admin-mobile');
    await page.close();
  });

  it('asks a visitor to log in for only-mine and shows everyone the full list', async () => {
    const page = await pageAs(null, '/status?onlyMine=true');
    await page.getByTestId('login-form').waitFor();
    await page.keyboard.press('Escape');
    await page.setViewportSize(mobile);
    await page.goto(`${web.url}/status`);
    await card(page, acceptedId).waitFor();
    expect(await page.getByTestId('rejudge').count()).toBe(0);
    await saveScreenshot(page, 'status-visitor-mobile');
    await page.close();

    const phone = await pageAs(alice, '/status', mobile);
    const aliceCard = card(phone, acceptedId);
    await aliceCard.waitFor();
    expect(await phone.getByTestId('submission-table').isVisible()).toBe(false);
    expect(await row(phone, acceptedId).isVisible()).toBe(false);
    expect(await aliceCard.getByRole('link', { name: String(acceptedId), exact: true }).isVisible()).toBe(
      true,
    );
    expect(await aliceCard.textContent()).toContain(problem.problemId);
    expect(await aliceCard.textContent()).toContain(alice.user.username);
    expect(await aliceCard.getByTestId('status-tag').getAttribute('data-status')).toBe('0');
    expect(await pageWidth(phone)).toBeLessThanOrEqual(mobile.width);
    await saveScreenshot(phone, 'status-list-mobile');
    await phone.goto(`${web.url}/submission-detail/${acceptedId}`);
    await phone.getByTestId('code-panel').waitFor();
    await saveScreenshot(phone, 'submission-accepted-mobile');
    await phone.close();
  });
});
