import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForFile, desktop, saveScreenshot } from './browser';
import { logIn, rootLoginForFile, type Login } from './accounts';
import { judgeWorkerForFile } from './judge-worker';
import { api, createAPlusB, finalStatusOf, newUser, programs, submit, useLogin } from './submission-fixtures';
import './provided-context';

/*
 * /admin/problems against the local stack with a judge worker: search and the visibility filter, the
 * visible switch seen on the public problem list, delete with its confirmation, and rejudge all
 * followed to the end of its job; what a plain admin does not see.
 */

const tablet = { width: 820, height: 1180 };

judgeWorkerForFile(23);
const web = browserForFile();
const { url } = inject('localStack');
const root = rootLoginForFile();
let plainAdmin: Login;
let target: { pid: number; problemId: string };
let doomed: { pid: number; problemId: string };

beforeAll(async () => {
  target = await createAPlusB(root);
  doomed = await createAPlusB(root);
  // Two students, one submission each: the submit rate limit holds per user.
  const submitIds = [
    await submit(await newUser('apl'), target.pid, programs.accepted),
    await submit(await newUser('apl'), target.pid, programs.wrongAnswer),
  ];
  for (const submitId of submitIds) await finalStatusOf(submitId);
  const admin = await newUser('apa');
  await api('/api/admin/user/edit-user', {
    method: 'PUT',
    token: root.token,
    body: JSON.stringify({ uid: admin.user.uid, type: 1001, status: 0 }),
  });
  plainAdmin = await logIn(admin.user.username, 'secret123');
}, 180_000);

async function adminPage(login: Login, viewport = desktop): Promise<Page> {
  const page = await web.browser.newPage({ viewport });
  await useLogin(page, login);
  return page;
}

const row = (page: Page, problemId: string) => page.getByTestId(`admin-problem-${problemId}`);

/** Whether the public problem list, as a visitor reads it, shows the problem. */
async function publiclyListed(problemId: string): Promise<boolean> {
  const list = await api<{ records: { problemId: string }[] }>(
    `/api/get-problem-list?keyword=${encodeURIComponent(problemId)}&limit=30&currentPage=1`,
  );
  return list.records.some((record) => record.problemId === problemId);
}

describe('the admin problem list', () => {
  it('searches by keyword and filters by visibility, keeping both in the URL', async () => {
    const page = await adminPage(root);
    await page.goto(`${url}/admin/problems`);
    await page.getByTestId('admin-problem-keyword').fill(target.problemId);
    await page.getByTestId('admin-problem-search').click();
    // The unfiltered page stays on screen while the search loads: wait for the one row it finds.
    await expect.poll(() => page.getByTestId('admin-problem-table').locator('tbody tr').count()).toBe(1);
    await row(page, target.problemId).waitFor();
    expect(page.url()).toContain(`keyword=${target.problemId}`);

    await page.getByTestId('admin-problem-auth').selectOption('2');
    await page.getByText('No problem matches.').waitFor();
    expect(page.url()).toContain('auth=2');
    await page.getByTestId('admin-problem-auth').selectOption('1');
    await row(page, target.problemId).waitFor();
    await page.close();
  });

  it('hides a problem from the public list with the visible switch, and shows it again', async () => {
    const page = await adminPage(root);
    await page.goto(`${url}/admin/problems?keyword=${doomed.problemId}`);
    const toggle = row(page, doomed.problemId).getByTestId('visible-switch');
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    expect(await publiclyListed(doomed.problemId)).toBe(true);

    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    // The public list answers from a catalogue cached 10 s; the rest is room for a busy machine.
    await expect.poll(() => publiclyListed(doomed.problemId), { timeout: 30_000 }).toBe(false);
    const visitor = await web.browser.newPage({ viewport: desktop });
    await visitor.goto(`${url}/problem?keyword=${doomed.problemId}`);
    await visitor.getByTestId('problem-list-page').waitFor();
    await expect.poll(() => visitor.getByText(doomed.problemId).count()).toBe(0);

    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => publiclyListed(doomed.problemId), { timeout: 30_000 }).toBe(true);
    await visitor.reload();
    await visitor.getByText(doomed.problemId).first().waitFor();
    await visitor.close();
    await page.close();
  }, 120_000);

  it('deletes a problem only after the confirmation', async () => {
    const page = await adminPage(root);
    await page.goto(`${url}/admin/problems?keyword=${doomed.problemId}`);
    await row(page, doomed.problemId).getByTestId('delete-problem').click();
    await page.getByText('Delete the problem?').waitFor();
    await page.getByTestId('confirm-cancel').click();
    await expect.poll(() => page.getByText('Delete the problem?').count()).toBe(0);
    expect(await row(page, doomed.problemId).count()).toBe(1);

    await row(page, doomed.problemId).getByTestId('delete-problem').click();
    await page.getByTestId('confirm-ok').click();
    await page.getByText('No problem matches.').waitFor();
    await expect
      .poll(async () =>
        (
          await fetch(`${url}/api/admin/problem?pid=${doomed.pid}`, {
            headers: { authorization: root.token },
          })
        )
          .json()
          .then((envelope: { status: number }) => envelope.status),
      )
      .toBe(404);
    await page.close();
  });

  it('rejudges every submission of a problem and follows the job to its end', async () => {
    const page = await adminPage(root);
    await page.goto(`${url}/admin/problems?keyword=${target.problemId}`);
    await row(page, target.problemId).getByTestId('rejudge-all').click();
    await page.getByText('Rejudge every submission?').waitFor();
    await page.getByTestId('confirm-ok').click();
    const panel = page.getByTestId('rejudge-job');
    await panel.waitFor();
    await expect.poll(() => panel.getAttribute('data-status'), { timeout: 60_000 }).toBe('done');
    expect(await page.getByTestId('rejudge-job-text').innerText()).toContain(
      'Done: 2 of 2 submissions sent back to the judges, 0 skipped.',
    );
    await saveScreenshot(page, 'admin-problem-list-rejudged-en-US-1280');
    await page.close();
  }, 90_000);

  it('shows a plain admin neither delete nor rejudge, and the server refuses the delete', async () => {
    const page = await adminPage(plainAdmin);
    await page.goto(`${url}/admin/problems?keyword=${target.problemId}`);
    await row(page, target.problemId).getByTestId('edit-problem').waitFor();
    expect(await row(page, target.problemId).getByTestId('delete-problem').count()).toBe(0);
    expect(await row(page, target.problemId).getByTestId('rejudge-all').count()).toBe(0);
    const refused = await fetch(`${url}/api/admin/problem?pid=${target.pid}`, {
      method: 'DELETE',
      headers: { authorization: plainAdmin.token },
    });
    expect(refused.status).toBe(403);
    await page.close();
  });

  it('is drawn in both languages at desktop and tablet width', async () => {
    for (const language of ['zh-CN', 'en-US']) {
      for (const [name, viewport] of [
        ['1280', desktop],
        ['820', tablet],
      ] as const) {
        const page = await adminPage(root, viewport);
        await page.goto(`${url}/admin/problems?l=${language}`);
        await page.getByTestId('admin-problem-table').waitFor();
        await row(page, target.problemId).waitFor();
        await saveScreenshot(page, `admin-problem-list-${language}-${name}`);
        await page.close();
      }
    }
  });
});
