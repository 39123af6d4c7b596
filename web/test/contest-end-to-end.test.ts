import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForFile, desktop, saveScreenshot } from './browser';
import { judgeWorkerForFile } from './judge-worker';
import type { Login } from './accounts';
import { aPlusBProblem } from './problem-page-fixtures';
import { apiCall, newAccount, wholeSecond } from './contest-fixtures';
import { boardWhen, type ApiRankRow } from './contest-rank-fixtures';
import { pageAs } from './logged-in-page';
import './provided-context';
import { clickSubmit } from './submit-interval';

/*
 * A whole ACM contest through the screens, with a judge worker (slot 39): an organiser creates a
 * private contest with two problems and a frozen last half hour in the admin pages; two contestants
 * enter with the password and answer on the problem page, right and wrong, before and after the seal;
 * an announcement reaches a contestant as a notification and a print job reaches admin print; the
 * rank shows the contestants the frozen board and the organiser the real one; once the contest has
 * ended, the scroll board reveals the frozen answers and ends on the final order.
 *
 * The seal falls a couple of minutes after the test starts (the form takes whole minutes), so the
 * answers before it are real answers before the seal. The half hour after it passes in an instant:
 * the contest's end is moved to a second ago through the admin call, the seal kept where it was.
 */

const web = browserForFile();
judgeWorkerForFile(39);

const minute = 60_000;
const password = 'finals-2026';
const title = `Regional final ${Date.now().toString(36)}`;

const aPlusB =
  '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n';
const offByOne =
  '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b + 1; }\n';
const verdict = { accepted: '0', wrong: '-1' } as const;

/** The contest's times: started a minute or two ago; the seal, half an hour before the end, soon. */
const startMs = Math.floor(Date.now() / minute) * minute - minute;
const endMs = Math.ceil((Date.now() + 30 * minute + 110_000) / minute) * minute;
const sealMs = endMs - 30 * minute;

let organiser: Login;
let alice: Login;
let bob: Login;
let problems: { pid: number; problemId: string }[];
let cid = 0;
/** Each contestant's page, kept open from entering the contest to the end. */
const pages = new Map<Login, Page>();

beforeAll(async () => {
  organiser = await newAccount('e2eorg', true);
  alice = await newAccount('e2ealice');
  bob = await newAccount('e2ebob');
  problems = [await aPlusBProblem(), await aPlusBProblem()];
}, 120_000);

const organiserPage = () => pageAs(() => web.browser.newPage({ viewport: desktop }), organiser, 'en-US');
const tab = (path: string, language = 'en-US') => `${web.url}/contest/${cid}/${path}?l=${language}`;

/** `YYYY-MM-DDTHH:mm` at UTC+8 for an instant: what the form's time inputs take. */
const beijingInput = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 16);

/** Sends `code` for `displayId` from the contest's problem page and waits there for the verdict. */
async function answer(login: Login, displayId: string, code: string, expected: string): Promise<number> {
  const page = pages.get(login);
  if (!page) throw new Error(`${login.user.username} has not entered the contest`);
  await page.goto(tab(`problem/${displayId}`));
  await page.locator('.cm-content').fill(code);
  let sentAt = 0;
  await clickSubmit(page, login.user.uid, async () => {
    sentAt = Date.now();
    await page.getByTestId('submit-code').click();
  });
  await page.locator(`[data-testid="submit-status"][data-status="${expected}"]`).waitFor({ timeout: 60_000 });
  return sentAt;
}

function rowOf(rows: readonly ApiRankRow[], login: Login): ApiRankRow {
  const row = rows.find((candidate) => candidate.uid === login.user.uid);
  if (!row) throw new Error(`${login.user.username} has no row`);
  return row;
}

const acTimeOf = (row: ApiRankRow, displayId: string) =>
  (row.submissionInfo[displayId] as { ACTime: number }).ACTime;

/** The board's rows below the pinned ones, top to bottom: username, rank, solved and penalty. */
async function boardOnScreen(page: Page): Promise<string[][]> {
  return page
    .locator('[data-testid="rank-row"]:not([data-pin])')
    .evaluateAll((rows) =>
      rows.map((row) =>
        ['rank-cell-rank', 'rank-cell-solved', 'rank-cell-penalty'].reduce(
          (cells, id) => [...cells, row.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() ?? ''],
          [row.getAttribute('data-username') ?? ''],
        ),
      ),
    );
}

const cellOf = (page: Page, login: Login, displayId: string) =>
  page.locator(
    `[data-testid="rank-row"][data-uid="${login.user.uid}"]:not([data-pin]) [data-testid="rank-cell-problem"][data-problem="${displayId}"] > div`,
  );

/** What each contestant's accepted answers were sent at, by display id. */
const sent = { alice: { A: 0 }, bob: { A: 0, B: 0 } };

describe('a contest run through the screens', () => {
  it('is created by the organiser in the admin pages: private, ACM, two problems, the last half hour frozen', async () => {
    const page = await organiserPage();
    await page.goto(`${web.url}/admin/contest/create?l=en-US`);
    await page.getByTestId('contest-form').waitFor();
    await page.getByTestId('contest-title').fill(title);
    await page.getByTestId('contest-description').fill('Two problems. **Good luck.**');
    await page.getByTestId('contest-startTime').fill(beijingInput(startMs));
    await page.getByTestId('contest-endTime').fill(beijingInput(endMs));
    await page.getByTestId('contest-auth').selectOption('1');
    await page.getByTestId('contest-pwd').fill(password);
    await page.getByTestId('contest-seal').click();
    await page.getByTestId('seal-halfHour').check();
    await page.getByTestId('contest-open-print').click();
    await page.getByTestId('save-contest').click();
    await page.waitForURL(/\/admin\/contest$/);
    await page.getByTestId('admin-contest-table').getByText(title).waitFor();

    const list = await apiCall<{ records: { id: number; title: string }[] }>(
      `/api/admin/contest/get-contest-list?keyword=${encodeURIComponent(title)}&limit=10`,
      { token: organiser.token },
    );
    cid = list.records.find((row) => row.title === title)?.id ?? 0;
    expect(cid).toBeGreaterThan(0);
    const stored = await apiCall<{ sealRank: boolean; sealRankTime: string; auth: number; type: number }>(
      `/api/admin/contest?cid=${cid}`,
      { token: organiser.token },
    );
    expect(stored).toMatchObject({ type: 0, auth: 1, sealRank: true });
    expect(Date.parse(stored.sealRankTime)).toBe(sealMs);

    await page.goto(`${web.url}/admin/contest/${cid}/problems?l=en-US`);
    await page.getByTestId('contest-problem-list').waitFor();
    for (const [index, problem] of problems.entries()) {
      const displayId = index === 0 ? 'A' : 'B';
      await page.getByTestId('add-from-public').click();
      await page.getByTestId('candidate-keyword').fill(problem.problemId);
      await page.getByTestId('candidate-search').click();
      await page.getByTestId(`choose-${problem.problemId}`).click();
      expect(await page.getByTestId('link-display-id').inputValue()).toBe(displayId);
      await page
        .getByTestId('link-color')
        .getByRole('button', { name: index === 0 ? '#ef4444' : '#3b82f6' })
        .click();
      await page.getByTestId('add-problem').click();
      await page.getByTestId(`contest-problem-${displayId}`).waitFor();
      // The list shows the new row a moment before the picker closes: opening it again before then
      // would be a no-op, and the closing would take away the next search.
      await page.getByTestId('public-problem-picker').waitFor({ state: 'detached' });
    }
    await page.close();
  });

  it('lets two contestants in with the password; they answer right and wrong before the seal', async () => {
    for (const login of [alice, bob]) {
      const page = await pageAs(() => web.browser.newPage({ viewport: desktop }), login, 'en-US');
      await page.goto(tab('problems'));
      await page.getByTestId('contest-password').fill(password);
      await page.getByTestId('contest-password-submit').click();
      await page.getByText('Registered successfully').waitFor();
      await page.getByTestId('contest-password-form').waitFor({ state: 'detached' });
      pages.set(login, page);
    }
    // alice solves A first (its first blood) while bob's first try fails; then bob solves A and alice
    // fails B.
    [sent.alice.A] = await Promise.all([
      answer(alice, 'A', aPlusB, verdict.accepted),
      answer(bob, 'A', offByOne, verdict.wrong),
    ]);
    [sent.bob.A] = await Promise.all([
      answer(bob, 'A', aPlusB, verdict.accepted),
      answer(alice, 'B', offByOne, verdict.wrong),
    ]);
    // Everything above counts only if it came before the seal.
    expect(Date.now(), 'the answers before the seal were judged after it').toBeLessThan(sealMs);
  }, 120_000);

  it('brings an announcement to a contestant within a minute, and a print job to admin print', async () => {
    const alicePage = pages.get(alice) as Page;
    await alicePage.goto(tab('announcements'));
    await alicePage.getByTestId('contest-announcements').waitFor();

    const admin = await organiserPage();
    await admin.goto(`${web.url}/admin/contest/${cid}/announcement?l=en-US`);
    await admin.getByTestId('contest-announcement-create').click();
    await admin.getByTestId('contest-announcement-title').fill('Clarification on B');
    await admin.getByTestId('contest-announcement-content').fill('In **B** the sum fits in 64 bits.');
    await admin.getByTestId('contest-announcement-save').click();
    await admin.getByTestId('contest-announcement-list').getByText('Clarification on B').waitFor();
    const published = Date.now();

    const bobPage = pages.get(bob) as Page;
    await bobPage.goto(tab('print'));
    const text = '#include <cstdio>\nint main() {\n  puts("print me for table 7, please");\n}\n';
    await bobPage.getByTestId('print-content').fill(text);
    await bobPage.getByTestId('print-submit').click();
    await bobPage.getByText('Sent: the staff will bring it to you').waitFor();
    await admin.goto(tab('admin-print'));
    const printRow = admin.getByTestId('print-row').filter({ hasText: bob.user.username });
    await printRow.waitFor();
    expect(await printRow.getByTestId('print-status').textContent()).toBe('Waiting');
    await admin.close();

    const notification = alicePage.getByTestId('contest-announcement-notification');
    await notification.waitFor({ timeout: 65_000 });
    // Polled every 60 s: within a minute of publishing, plus the poll's own call on a busy machine.
    expect(Date.now() - published).toBeLessThan(65_000);
    expect(await notification.innerText()).toContain('Clarification on B');
  }, 120_000);

  it('shows the contestants the frozen board, with its order, penalties and first blood, and the organiser the real one', async () => {
    // After the seal: bob solves B, alice fails it again; the contestants see neither.
    const untilSeal = sealMs + 1_500 - Date.now();
    if (untilSeal > 0) await new Promise((resolve) => setTimeout(resolve, untilSeal));
    [sent.bob.B] = await Promise.all([
      answer(bob, 'B', aPlusB, verdict.accepted),
      answer(alice, 'B', offByOne, verdict.wrong),
    ]);
    const real = await boardWhen(organiser, cid, (rows) => rows.length === 2 && rowOf(rows, bob).ac === 2);
    const aliceA = acTimeOf(rowOf(real, alice), 'A');
    const bobA = acTimeOf(rowOf(real, bob), 'A');
    const bobB = acTimeOf(rowOf(real, bob), 'B');
    // Each solve is timed from the start, in seconds; bob's rejected try costs 20 minutes.
    for (const [acTime, sentAt] of [
      [aliceA, sent.alice.A],
      [bobA, sent.bob.A],
      [bobB, sent.bob.B],
    ] as const) {
      expect(Math.abs(acTime - (sentAt - startMs) / 1000)).toBeLessThan(5);
    }
    expect(rowOf(real, bob).totalTime).toBe(bobA + 1200 + bobB);
    expect(rowOf(real, alice).totalTime).toBe(aliceA);

    const page = pages.get(alice) as Page;
    await page.goto(tab('rank'));
    await page.getByTestId('rank-frozen').waitFor();
    await expect
      .poll(() => boardOnScreen(page), { timeout: 20_000 })
      .toEqual([
        [alice.user.username, '1', '1', String(Math.floor(aliceA / 60))],
        [bob.user.username, '2', '1', String(Math.floor((bobA + 1200) / 60))],
      ]);
    // The viewer's own row is copied on top.
    expect(await page.locator('[data-testid="rank-row"][data-pin="me"]').getAttribute('data-uid')).toBe(
      alice.user.uid,
    );
    await expect(cellOf(page, alice, 'A').getAttribute('data-cell')).resolves.toBe('first-ac');
    await expect(cellOf(page, bob, 'A').getAttribute('data-cell')).resolves.toBe('ac');
    // Tried after the seal: pending, with the one try known before it.
    await expect(cellOf(page, alice, 'B').getAttribute('data-cell')).resolves.toBe('pending');
    await expect(cellOf(page, alice, 'B').textContent()).resolves.toBe('1+1');
    await expect(cellOf(page, bob, 'B').getAttribute('data-cell')).resolves.toBe('pending');
    await saveScreenshot(page, 'contest-end-to-end-rank-contestant-en');

    const admin = await organiserPage();
    await admin.goto(tab('rank'));
    await expect
      .poll(() => boardOnScreen(admin), { timeout: 20_000 })
      .toEqual([
        [bob.user.username, '1', '2', String(Math.floor((bobA + 1200 + bobB) / 60))],
        [alice.user.username, '2', '1', String(Math.floor(aliceA / 60))],
      ]);
    expect(await admin.getByTestId('rank-frozen').count()).toBe(0);
    await expect(cellOf(admin, bob, 'B').getAttribute('data-cell')).resolves.toBe('first-ac');
    await expect(cellOf(admin, alice, 'B').getAttribute('data-cell')).resolves.toBe('wrong');
    await saveScreenshot(admin, 'contest-end-to-end-rank-organiser-en');
    await admin.close();
  }, 180_000);

  it('once ended, plays the frozen answers on the scroll board and ends on the final order', async () => {
    const stored = await apiCall<Record<string, unknown>>(`/api/admin/contest?cid=${cid}`, {
      token: organiser.token,
    });
    await apiCall('/api/admin/contest', {
      method: 'PUT',
      token: organiser.token,
      body: { ...stored, id: cid, endTime: wholeSecond(Date.now() - 1_000) },
    });
    // Ended: the contestants see the real board.
    const contestant = pages.get(alice) as Page;
    await contestant.goto(tab('rank'));
    await expect
      .poll(async () => (await boardOnScreen(contestant)).map((row) => row[0]), { timeout: 20_000 })
      .toEqual([bob.user.username, alice.user.username]);
    expect(await contestant.getByTestId('rank-frozen').count()).toBe(0);

    const admin = await organiserPage();
    await admin.goto(tab('scroll-board'));
    await expect
      .poll(() => admin.getByTestId('scroll-board-ranked').textContent(), { timeout: 20_000 })
      .toContain('Ranked contestants: 2');
    await admin.getByTestId('medal-gold').fill('1');
    await admin.getByTestId('medal-silver').fill('1');
    await admin.getByTestId('medal-bronze').fill('0');
    const [board] = await Promise.all([
      admin.context().waitForEvent('page'),
      admin.getByTestId('scroll-board-open').click(),
    ]);
    await board.setViewportSize({ width: 1920, height: 1080 });
    const rows = () =>
      board.getByTestId('scroll-board-row').evaluateAll((elements) =>
        elements
          .map((element) => (element as HTMLElement).dataset)
          .sort((a, b) => Number(a.index) - Number(b.index))
          .map((data) => [data.username ?? '', data.rank ?? '', data.solved ?? '', data.medal ?? '']),
      );
    await board.getByTestId('scroll-board-row').nth(1).waitFor();
    // It starts from the frozen board: alice above bob, both with a hidden answer to B.
    expect((await rows()).map((row) => row[0])).toEqual([alice.user.username, bob.user.username]);
    expect(await board.locator('[data-kind="pending"]').count()).toBe(2);
    await saveScreenshot(board, 'contest-end-to-end-scroll-board-frozen-en');

    // bob's accepted B lifts him over alice; alice's rejected B changes nothing.
    for (let step = 1; step <= 2; step += 1) {
      await board.keyboard.press('Space');
      await expect
        .poll(() => board.getByTestId('scroll-board-progress').textContent(), { timeout: 10_000 })
        .toMatch(new RegExp(`^\\D*${step}\\D+2\\D*$`));
    }
    await expect
      .poll(() => board.getByTestId('scroll-board').getAttribute('data-finished'), { timeout: 10_000 })
      .toBe('true');
    expect(await rows()).toEqual([
      [bob.user.username, '1', '2', 'gold'],
      [alice.user.username, '2', '1', 'silver'],
    ]);
    expect(await board.locator('[data-kind="pending"]').count()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await saveScreenshot(board, 'contest-end-to-end-scroll-board-final-en');
    await board.close();
    await admin.close();
    for (const page of pages.values()) await page.close();
  }, 120_000);
});
