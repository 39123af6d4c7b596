import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logInAsRoot, type Login } from './accounts';
import { browserForFile, desktop, mobile, saveScreenshot } from './browser';
import { judgeWorkerForFile } from './judge-worker';
import { aPlusBProblem, quizProblem, registeredUser } from './problem-page-fixtures';
import { createContest, type TestContest } from './contest-fixtures';
import { pageAs } from './logged-in-page';
import { fourShots } from './four-shots';
import './provided-context';
import { clickSubmit, waitSubmitInterval } from './submit-interval';

/*
 * An exam's paper (spec part 2, §2 "Exam paper page", §4, §5) against the local stack with a judge
 * worker (slot 34): opened in its own window, a programming answer judged and shown with the
 * paper's result words, the objective answers checked for gaps, confirmed and handed in once, the
 * window closed 3 s later, and the paper locked for the contestant but not for the contest's admin.
 */

const web = browserForFile();
judgeWorkerForFile(34);
let exam: TestContest;
let contestant: Login;
let root: Login;
/** When the contestant last submitted: the server takes one submission per user every 5 s. */

const offByOne =
  '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b + 1 << "\\n"; }\n';

beforeAll(async () => {
  const [quiz, sum] = [await quizProblem(), await aPlusBProblem()];
  exam = await createContest({
    problems: [
      { pid: quiz.pid, displayId: 'CS1', title: 'Basics', color: '#16a34a' },
      { pid: sum.pid, displayId: 'A', title: 'Sum of two', color: '#e11d48' },
    ],
    description: '[exam, 3]\nThe final exam of the browser tests.',
    openPrint: true,
  });
  contestant = await registeredUser();
  root = await logInAsRoot();
}, 120_000);

const paperUrl = (language = 'en-US') => `${web.url}/contest/${exam.cid}/paper?l=${language}`;

async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

/** Replaces the code of a paper editor, as typing into it does. */
async function typeCode(page: Page, displayId: string, code: string): Promise<void> {
  const editor = page.locator(`[data-testid="paper-editor-${displayId}"] .cm-content`);
  await editor.waitFor();
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(code);
}

describe('the exam paper', () => {
  it('judges a programming answer and names its result with the score', async () => {
    const page = await pageAs(() => web.browser.newPage({ viewport: desktop }), contestant);
    await page.goto(paperUrl());
    await page.getByTestId('exam-paper').waitFor();
    expect(await page.getByTestId('paper-title').textContent()).toBe(exam.title);
    const result = page.locator('[data-testid="paper-programming-A"] [data-testid="paper-result"]');
    expect(await result.getAttribute('data-result')).toBe('notSubmitted');
    await shot(page, 'contest-paper-desktop-en-US');
    await typeCode(page, 'A', offByOne);
    await clickSubmit(page, contestant.user.uid, () => page.getByTestId('paper-code-submit-A').click());
    await expect.poll(() => result.getAttribute('data-result'), { timeout: 60_000 }).toBe('wrongAnswer');
    expect(await result.textContent()).toMatch(/^Wrong Answer/);
    await page.close();
  });

  it('names the first unanswered question, asks for confirmation, hands the paper in once and closes its window', async () => {
    const opener = await pageAs(() => web.browser.newPage({ viewport: desktop }), contestant);
    await opener.goto(`${web.url}/contest/${exam.cid}?l=en-US`);
    const [paper] = await Promise.all([
      opener.waitForEvent('popup'),
      opener.evaluate((url) => window.open(url, '_blank'), paperUrl()),
    ]);
    await paper.getByTestId('paper-objective').waitFor();
    await paper.getByTestId('quiz-question-1-B').click();
    await paper.getByTestId('quiz-question-3-fill').fill('1024');
    await paper.getByTestId('paper-submit').click();
    await paper.getByText('Please complete question 2').waitFor();
    expect(await paper.getByTestId('confirm-ok').count()).toBe(0);
    await paper.getByTestId('quiz-question-2-T').click();
    await paper.getByTestId('paper-submit').click();
    await paper.getByText('Once handed in, the answers cannot be changed').waitFor();
    await shot(paper, 'contest-paper-confirm-en-US');
    // The flood guard refuses a second submission within 5 s of the programming answer above.
    await waitSubmitInterval(contestant.user.uid);
    const closed = paper.waitForEvent('close', { timeout: 10_000 });
    const handedInAt = Date.now();
    await paper.getByTestId('confirm-ok').click();
    await paper.getByTestId('paper-handed-in').waitFor();
    await shot(paper, 'contest-paper-handed-in-en-US');
    await closed;
    expect(Date.now() - handedInAt).toBeGreaterThanOrEqual(2_500);
    await opener.close();
  });

  it('keeps the contestant out of a paper handed in, but not the contest admin', async () => {
    const page = await pageAs(() => web.browser.newPage({ viewport: desktop }), contestant);
    await page.goto(paperUrl());
    await page.getByTestId('paper-locked').waitFor();
    expect(await page.getByTestId('paper-locked').textContent()).toContain('ask an exam admin to unlock it');
    await shot(page, 'contest-paper-locked-en-US');
    await fourShots(page, 'contest-paper-locked');
    await page.close();

    const admin = await pageAs(() => web.browser.newPage({ viewport: desktop }), root);
    await admin.goto(paperUrl());
    await admin.getByTestId('paper-objective').waitFor();
    await admin.getByTestId('paper-editor-A').scrollIntoViewIfNeeded();
    await fourShots(admin, 'contest-paper-admin');
    await admin.close();
  });

  it('draws the paper in both languages on a desktop and a phone', async () => {
    for (const [size, viewport] of [
      ['desktop', desktop],
      ['phone', mobile],
    ] as const) {
      for (const language of ['zh-CN', 'en-US']) {
        const page = await pageAs(() => web.browser.newPage({ viewport }), root);
        await page.goto(paperUrl(language));
        await page.getByTestId('paper-objective').waitFor();
        // The options' formulas are drawn as the question's are, never as raw TeX.
        await page.locator('[data-testid="quiz-question-1-B"] .katex').waitFor();
        expect(await page.getByTestId('quiz-question-1-B').innerText()).not.toContain('$');
        await page.locator('[data-testid="paper-editor-A"] .cm-content').waitFor();
        // CodeMirror measures its lines once they are in the window: without this the full-page shot
        // draws the line numbers at their estimated height, out of step with the code.
        await page.getByTestId('paper-editor-A').scrollIntoViewIfNeeded();
        await page.waitForTimeout(300);
        const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
        expect(wide, `${size} ${language}`).toBe(false);
        await shot(page, `contest-paper-${size}-${language}-admin`);
        await page.close();
      }
    }
  });
});
