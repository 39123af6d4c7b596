import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForFile, desktop, mobile, saveScreenshot } from './browser';
import { judgeWorkerForFile } from './judge-worker';
import { aPlusBProblem, cppTemplate, quizProblem, registeredUser } from './problem-page-fixtures';
import { pageAs } from './logged-in-page';
import './provided-context';
import { clickSubmit } from './submit-interval';

/*
 * The problem page against the local stack with a judge worker: statement, editor, submit with
 * polling to a verdict, Online Test, My Submission, and a quiz paper graded.
 */

judgeWorkerForFile(21);
const web = browserForFile();
let problem: { pid: number; problemId: string };
let login: Awaited<ReturnType<typeof registeredUser>>;

beforeAll(async () => {
  problem = await aPlusBProblem();
  login = await registeredUser();
}, 120_000);

const aPlusB =
  '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n';
const offByOne =
  '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b + 1; }\n';

/** A page with the registered user's login in local storage, as the login dialog leaves it. */
const loggedInPage = (viewport = desktop): Promise<Page> =>
  pageAs(() => web.browser.newPage({ viewport }), login);

const editorText = (page: Page) => page.locator('.cm-content').innerText();

/** A full-page screenshot from the top, so the sticky header sits where it belongs. */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

describe('the problem page', () => {
  it('shows the statement with formulas, limits and samples, and the template in the editor', async () => {
    const page = await loggedInPage();
    await page.goto(`${web.url}/problem/${problem.problemId}?l=en-US`);
    await page.getByTestId('problem-workspace').waitFor();
    await page.locator('.katex').first().waitFor();
    await page.locator('.cm-content').waitFor();
    expect(await page.getByTestId('problem-limits').innerText()).toMatch(/1000ms[\s\S]*256MB[\s\S]*double/);
    expect(await page.getByTestId('sample-input-1').innerText()).toBe('1 2');
    expect(await editorText(page)).toContain('// your code');
    expect(await page.title()).toBe(`${problem.problemId} A+B Problem - OJ`);
    await shot(page, 'problem-page-desktop');
    await page.setViewportSize(mobile);
    await shot(page, 'problem-page-mobile');
    await page.close();
  });

  it('judges typed C++ A+B as Accepted, then an uploaded wrong program as Wrong Answer', async () => {
    const page = await loggedInPage();
    await page.goto(`${web.url}/problem/${problem.problemId}?l=en-US`);
    await page.locator('.cm-content').fill(aPlusB);
    expect(await editorText(page)).toContain('a + b');
    await clickSubmit(page, login.user.uid, () => page.getByTestId('submit-code').click());
    await page.locator('[data-testid="submit-status"][data-status="0"]').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('submit-result').innerText()).toMatch(/Accepted[\s\S]*ms/);
    await shot(page, 'problem-accepted-desktop');

    // The code stays per problem across a reload.
    await page.reload();
    await page.locator('.cm-content').waitFor();
    expect(await editorText(page)).toContain('a + b');

    await page.getByTestId('code-file').setInputFiles({
      name: 'wrong.cpp',
      mimeType: 'text/plain',
      buffer: Buffer.from(offByOne),
    });
    await expect.poll(() => editorText(page)).toContain('a + b + 1');
    // The server takes one submission per user in 5 s.
    await clickSubmit(page, login.user.uid, () => page.getByTestId('submit-code').click());
    await page.locator('[data-testid="submit-status"][data-status="-1"]').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('submit-status').innerText()).toBe('Wrong Answer');

    await page.getByTestId('tab-mySubmissions').click();
    await expect.poll(() => page.getByTestId('my-submissions').locator('tbody tr').count()).toBe(2);
    await shot(page, 'problem-my-submissions-desktop');
    await page.close();
  });

  it('fetches the last accepted code and runs it in the Online Test', async () => {
    const page = await loggedInPage();
    await page.goto(`${web.url}/problem/${problem.problemId}?l=en-US`);
    await page.getByTestId('last-ac').click();
    await expect.poll(() => editorText(page)).toContain('std::cout << a + b << "\\n"');
    await page.getByTestId('open-online-test').click();
    await page.getByTestId('test-input').fill('3 4');
    await page.getByTestId('test-run').click();
    await page.locator('[data-testid="test-run-status"][data-status="0"]').waitFor({ timeout: 60_000 });
    expect((await page.getByTestId('test-run-output').innerText()).trim()).toBe('7');
    await shot(page, 'problem-online-test-desktop');
    await page.setViewportSize(mobile);
    await shot(page, 'problem-online-test-mobile');
    await page.close();
  });

  it('asks a visitor to log in before submitting', async () => {
    const page = await web.browser.newPage({ viewport: desktop });
    await page.goto(`${web.url}/problem/${problem.problemId}?l=en-US`);
    await page.locator('.cm-content').waitFor();
    expect(await editorText(page)).toContain(cppTemplate.split('\n')[0] as string);
    await page.getByTestId('submit-code').click();
    await page.getByText('Please login first').waitFor();
    await page.getByTestId('login-form').waitFor();
    // My Submission stays visible to a visitor: opening it asks to log in (web/test/first-visit.test.ts).
    expect(await page.getByTestId('tab-mySubmissions').count()).toBe(1);
    await page.close();
  });

  it('warns about a problem under a blocked prefix and sends the user home', async () => {
    const page = await loggedInPage();
    await page.goto(`${web.url}/problem/ZA0001?l=en-US`);
    await page.getByTestId('problem-blocked').waitFor();
    expect(await page.getByTestId('problem-blocked').textContent()).toContain('ZA0001');
    await shot(page, 'problem-blocked-desktop');
    await page.getByRole('button', { name: 'Back home' }).click();
    await page.waitForURL(/\/home$/);
    await page.close();
  });

  it('grades a quiz paper once every question is answered and lists the wrong ones', async () => {
    const quiz = await quizProblem();
    const page = await loggedInPage();
    await page.goto(`${web.url}/problem/${quiz.problemId}?l=en-US`);
    await page.getByTestId('quiz-paper').waitFor();
    // Options draw their formulas and markup as the question's text does, never the raw TeX.
    const optionA = page.getByTestId('quiz-question-1-A');
    await optionA.locator('.katex').waitFor();
    expect(await optionA.innerText()).not.toContain('$');
    expect(await page.locator('[data-testid="quiz-question-1-D"] strong').innerText()).toBe('none');
    await optionA.click();
    await page.getByTestId('quiz-submit').click();
    await page.getByText('Question 2 has no answer yet').waitFor();
    await page.getByTestId('quiz-question-2-F').click();
    await page.getByTestId('quiz-question-3-fill').fill('1024');
    await shot(page, 'quiz-paper-desktop');
    await page.setViewportSize(mobile);
    await shot(page, 'quiz-paper-mobile');
    await page.setViewportSize(desktop);
    await page.getByTestId('quiz-submit').click();
    await page.getByTestId('quiz-results').waitFor();
    expect(await page.getByTestId('quiz-score').innerText()).toBe('30');
    const wrongList = page.getByTestId('quiz-wrong-list');
    const wrong = await wrongList.innerText();
    expect(wrong).toContain('Question 1');
    expect(wrong).toContain('Question 2');
    expect(wrong).not.toContain('Question 3');
    // The answers as the paper offered them: the chosen option with its formula, true or false in words.
    const answers = wrongList.getByTestId('quiz-answer');
    await answers.first().locator('.katex').waitFor();
    expect(await answers.first().innerText()).toMatch(/^A\. /);
    expect(await answers.first().innerText()).not.toContain('$');
    expect(await answers.nth(1).innerText()).toBe('False');
    expect(await page.getByTestId('quiz-line').innerText()).not.toBe('');
    await shot(page, 'quiz-results-desktop');
    await page.setViewportSize(mobile);
    await shot(page, 'quiz-results-mobile');
    await page.close();
  });

  it('keeps the editor and the markdown renderer out of the first load of /home', async () => {
    const page = await web.browser.newPage({ viewport: desktop });
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await page.goto(`${web.url}/home`);
    await page.getByTestId('home-page').waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((address) => /mount-editor|render-markdown|problem-screen/.test(address))).toEqual(
      [],
    );
    await page.close();
  });
});
