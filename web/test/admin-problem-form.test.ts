import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { browserForFile, desktop, mobile, saveScreenshot } from './browser';
import { rootLoginForFile } from './accounts';
import { judgeWorkerForFile } from './judge-worker';
import { api, finalStatusOf, newUser, programs, submit } from './submission-fixtures';
import './provided-context';

/*
 * /admin/problem/create and /admin/problem/edit against the local stack with a judge worker: the
 * super admin fills the whole form (statement with an uploaded picture, a zip of test data, a code
 * template, a new tag), sees the form's own errors and a checker's compile error, saves; a student
 * gets Accepted on the new problem; the edit form shows what was saved and saves a change.
 */

const tablet = { width: 820, height: 1180 };
const languages = ['en-US', 'zh-CN'] as const;

/** A real 1×1 PNG for the statement's picture. */
const pixel = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const testData = Buffer.from(
  zipSync({
    'aplusb/1.in': strToU8('1 2\n'),
    'aplusb/1.out': strToU8('3\n'),
    'aplusb/2.in': strToU8('40 2\n'),
    'aplusb/2.out': strToU8('42\n'),
    'aplusb/3.in': strToU8('-5 5\n'),
    'aplusb/3.out': strToU8('0\n'),
  }),
);

judgeWorkerForFile(27);
const web = browserForFile();
const root = rootLoginForFile();
const problemId = `F${randomUUID().slice(0, 6).toUpperCase()}`;
const tagName = `form-${randomUUID().slice(0, 4)}`;

async function adminPage(language: (typeof languages)[number]): Promise<Page> {
  const page = await web.browser.newPage({ viewport: desktop });
  await page.addInitScript(
    ({ login, lang }) => {
      localStorage.setItem('language', lang);
      if (localStorage.getItem('token')) return;
      localStorage.setItem('token', login.token);
      localStorage.setItem('userInfo', JSON.stringify(login.user));
      localStorage.setItem('loginTime', String(Date.now()));
    },
    { login: root, lang: language },
  );
  return page;
}

/** The form at 1280 and 820 px, from the top. */
async function shots(page: Page, name: string): Promise<void> {
  for (const [size, viewport] of [
    ['1280', desktop],
    ['820', tablet],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    // The side menu slides away below 1024 px: wait for its transition to end.
    await page.waitForTimeout(500);
    await saveScreenshot(page, `admin-problem-form-${name}-${size}`);
  }
  await page.setViewportSize(desktop);
}

async function typeInEditor(page: Page, testId: string, text: string): Promise<void> {
  const content = page.getByTestId(testId).locator('.cm-content');
  await content.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(text);
}

/** Choosing a judge mode explains it in a dialog (spec part 3, §4); the form goes on once it is read. */
async function closeJudgeModeExplanation(page: Page): Promise<void> {
  await page.getByTestId('judge-mode-explanation-ok').click();
  await page.getByTestId('judge-mode-explanation').waitFor({ state: 'detached' });
}

/** What the judge mode dialogs say, in each language: titles, the warning's start, the call lines. */
const judgeModeWords = {
  'en-US': {
    spj: 'Special judge',
    interactive: 'Interactive',
    default: 'Default',
    all: 'Judge modes',
    changed: 'The judge mode decides how every submission',
  },
  'zh-CN': {
    spj: '特殊评测',
    interactive: '交互评测',
    default: '普通评测',
    all: '评测模式',
    changed: '评测模式决定此后本题每一次提交的评测方式',
  },
} as const;

/** A dialog at 1280 and 375 px, the window alone (the form behind it is long). */
async function dialogShots(page: Page, name: string): Promise<void> {
  for (const [size, viewport] of [
    ['1280', desktop],
    ['375', mobile],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(500);
    await saveScreenshot(page, `admin-problem-form-${name}-${size}`, { fullPage: false });
  }
  await page.setViewportSize(desktop);
}

/** A wrong special judge compiled through the judge: the dialog titled by the language shows the compiler's text. */
async function showCompileError(page: Page, title: string): Promise<void> {
  await page.getByTestId('field-judgeMode').selectOption('spj');
  await closeJudgeModeExplanation(page);
  await typeInEditor(page, 'checker-editor', 'int main(void) { return missing_name; }\n');
  await page.getByTestId('compile-checker').click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor({ timeout: 60_000 });
  expect(await page.getByTestId('compile-error-text').innerText()).toContain('missing_name');
  // The dialog says it; no toast repeats the compiler's text.
  expect(await page.getByTestId('toast').filter({ hasText: 'missing_name' }).count()).toBe(0);
}

describe('the admin problem form', () => {
  for (const language of languages) {
    it(`shows the empty form, its errors and a compile error in ${language}`, async () => {
      const page = await adminPage(language);
      await page.goto(`${web.url}/admin/problem/create`);
      await page.getByTestId('problem-form').waitFor();
      expect(await page.getByTestId('field-timeLimit').inputValue()).toBe('1000');
      expect(await page.getByTestId('field-memoryLimit').inputValue()).toBe('256');
      expect(await page.getByTestId('field-stackLimit').inputValue()).toBe('128');
      await shots(page, `empty-${language}`);

      await page.getByTestId('save-problem').click();
      const required = language === 'en-US' ? 'This field is required' : '此项为必填项';
      // Display id, title, input and output: each says so beside itself.
      await page.getByText(required, { exact: true }).nth(3).waitFor();
      expect(await page.getByTestId('problem-input').innerText()).toBe(required);
      expect(await page.getByTestId('problem-cases').innerText()).toBe(
        language === 'en-US' ? 'Please upload the test data zip' : '请上传测试数据压缩包',
      );
      expect(page.url()).toContain('/admin/problem/create');
      await shots(page, `errors-${language}`);

      await showCompileError(page, language === 'en-US' ? 'Compile Error' : '编译错误');
      await saveScreenshot(page, `admin-problem-form-compile-error-${language}-1280`);
      await page.setViewportSize(tablet);
      await page.waitForTimeout(500);
      await saveScreenshot(page, `admin-problem-form-compile-error-${language}-820`);
      if (language === 'zh-CN') {
        // The filled form in Chinese: an OI problem with its uploaded cases and their split scores.
        await page.getByRole('dialog').getByRole('button', { name: '关闭' }).last().click();
        await page.getByTestId('field-judgeMode').selectOption('default');
        await closeJudgeModeExplanation(page);
        await page.getByTestId('field-problemId').fill(`Z${problemId}`);
        await page.getByTestId('field-title').fill('两数之和');
        await page.getByTestId('field-input').fill('两个整数 $a$ 和 $b$。');
        await page.getByTestId('field-output').fill('它们的和。');
        await page.getByTestId('field-type').selectOption('1');
        await page
          .getByTestId('cases-zip')
          .setInputFiles({ name: 'aplusb.zip', mimeType: 'application/zip', buffer: testData });
        await page.getByText('压缩包中共 3 个测试点').waitFor();
        expect(await page.getByTestId('cases-total').innerText()).toBe('总分：100');
        await shots(page, 'filled-zh-CN');
      }
      await page.close();
    }, 120_000);
  }

  for (const language of languages) {
    it(`explains the judge mode chosen, and every mode from the help link, in ${language}`, async () => {
      const words = judgeModeWords[language];
      const page = await adminPage(language);
      await page.goto(`${web.url}/admin/problem/create`);
      await page.getByTestId('problem-form').waitFor();

      await page.getByTestId('field-judgeMode').selectOption('spj');
      const special = page.getByRole('dialog', { name: words.spj });
      await special.waitFor();
      expect(await special.innerText()).toContain(words.changed);
      expect(await special.innerText()).toContain('checker input output answer');
      expect(await special.innerText()).not.toContain('interactor input output answer');
      await dialogShots(page, `judge-mode-spj-${language}`);
      await closeJudgeModeExplanation(page);

      await page.getByTestId('field-judgeMode').selectOption('interactive');
      const interactive = page.getByRole('dialog', { name: words.interactive });
      await interactive.waitFor();
      expect(await interactive.innerText()).toContain('interactor input output answer');
      await closeJudgeModeExplanation(page);
      expect(await page.getByTestId('field-judgeMode').inputValue()).toBe('interactive');

      await page.getByTestId('judge-mode-help').click();
      const every = page.getByRole('dialog', { name: words.all });
      await every.waitFor();
      for (const title of [words.default, words.spj, words.interactive])
        expect(await every.getByRole('heading', { name: title, exact: true }).count(), title).toBe(1);
      expect(await every.innerText()).not.toContain(words.changed);
      await dialogShots(page, `judge-mode-all-${language}`);
      await page.close();
    }, 60_000);
  }

  it('creates a problem with a zip of test data and a template that a student solves, then edits it', async () => {
    const page = await adminPage('en-US');
    await page.goto(`${web.url}/admin/problem/create`);
    await page.getByTestId('problem-form').waitFor();
    await page.getByTestId('field-problemId').fill(problemId);
    await page.getByTestId('field-title').fill('Form A plus B');
    await page.getByTestId('field-description').fill('Add $a$ and $b$.\n\n');
    await page.getByTestId('statement-description-image').setInputFiles({
      name: 'figure.png',
      mimeType: 'image/png',
      buffer: pixel,
    });
    await page.waitForFunction(() =>
      (document.querySelector('[data-testid="field-description"]') as HTMLTextAreaElement).value.includes(
        '/api/public/img/md/',
      ),
    );
    await page.getByTestId('statement-hint-file').setInputFiles({
      name: 'data.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('more numbers'),
    });
    await page.waitForFunction(() =>
      /\[data\.txt\]\(\/api\/public\/file\/md\/[0-9a-f]{32}\.txt\)/.test(
        (document.querySelector('[data-testid="field-hint"]') as HTMLTextAreaElement).value,
      ),
    );
    const hint = await page.getByTestId('field-hint').inputValue();
    const download = await fetch(`${web.url}${/\((\/api\/public\/file\/md\/[^)]+)\)/.exec(hint)?.[1] ?? ''}`);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="data\.txt"/);
    await page.getByTestId('field-input').fill('Two integers $a$ and $b$.');
    await page.getByTestId('field-output').fill('Their sum.');
    await page.getByTestId('sample-input-1').fill('1 2');
    await page.getByTestId('sample-output-1').fill('3');
    await page.getByText('Preview').first().click();
    await page.getByTestId('statement-description-preview').locator('.katex').first().waitFor();
    await page
      .getByTestId('statement-description-preview')
      .locator('img[src^="/api/public/img/md/"]')
      .waitFor();

    await page
      .getByTestId('cases-zip')
      .setInputFiles({ name: 'aplusb.zip', mimeType: 'application/zip', buffer: testData });
    await page.getByText('3 test cases in the archive').waitFor();
    // OI splits 100 points over the three cases, the remainder to the last; back to ACM for the test.
    await page.getByTestId('field-type').selectOption('1');
    expect(await page.getByTestId('case-score-1').inputValue()).toBe('33');
    expect(await page.getByTestId('case-score-3').inputValue()).toBe('34');
    await page.getByTestId('field-judgeCaseMode').selectOption('subtask_lowest');
    await page.getByTestId('case-group-1').waitFor();
    await page.getByTestId('field-type').selectOption('0');

    await page.getByTestId('add-template').selectOption('C');
    await typeInEditor(page, 'template-editor-C', '#include <stdio.h>\n// read a and b here\n');
    await page.getByTestId('tag-new').fill(tagName);
    await page.getByTestId('tag-add').click();
    await page.getByTestId('tag-new').fill(tagName.toUpperCase());
    await page.getByTestId('tag-add').click();
    await page.getByText(`Do not add duplicate tags: ${tagName.toUpperCase()}`).waitFor();
    expect(await page.getByTestId('chosen-tags').locator('li').count()).toBe(1);
    await page.getByTestId('user-extra-files').getByRole('button', { name: 'Add file' }).click();
    await page.getByTestId('extra-file-name').fill('../notes.txt');
    expect(await page.getByTestId('extra-file-save').isDisabled()).toBe(true);
    await page.getByTestId('extra-file-name').fill('notes.txt');
    await page.getByTestId('extra-file-content').fill('read me');
    await page.getByTestId('extra-file-save').click();
    await page.getByTestId('user-extra-files').getByText('notes.txt').waitFor();
    await shots(page, 'filled-en-US');

    await page.getByTestId('save-problem').click();
    await page.waitForURL(/\/admin\/problems$/);

    const list = await api<{ records: { pid: number; problemId: string }[] }>(
      `/api/admin/problem/get-problem-list?keyword=${problemId}`,
      { token: root.token },
    );
    const pid = list.records.find((record) => record.problemId === problemId)?.pid as number;
    const stored = await api<{
      problem: { description: string; userExtraFile: string | null };
      codeTemplates: { language: string; code: string }[];
      tags: { name: string }[];
      isUploadTestCase: boolean;
    }>(`/api/admin/problem?pid=${pid}`, { token: root.token });
    expect(stored.isUploadTestCase).toBe(true);
    expect(stored.problem.description).toMatch(
      /!\[figure\.png\]\(\/api\/public\/img\/md\/[0-9a-f]{32}\.png\)/,
    );
    expect(stored.codeTemplates).toEqual([
      expect.objectContaining({ language: 'C', code: expect.stringContaining('read a and b') }),
    ]);
    expect(stored.tags.map((tag) => tag.name)).toEqual([tagName]);
    expect(JSON.parse(stored.problem.userExtraFile ?? '{}')).toEqual({ 'notes.txt': 'read me' });

    const student = await newUser('pf');
    expect(await finalStatusOf(await submit(student, pid, programs.accepted))).toBe(0);

    await page.goto(`${web.url}/admin/problem/edit/${pid}`);
    await page.getByTestId('problem-form').waitFor();
    expect(await page.getByTestId('field-title').inputValue()).toBe('Form A plus B');
    expect(await page.getByTestId('cases-count').innerText()).toBe('3 test cases in the archive');
    await page.getByTestId('field-title').fill('Form A plus B, edited');
    await page.getByTestId('field-timeLimit').fill('2000');
    await page.getByTestId('save-problem').click();
    await page.waitForURL(/\/admin\/problems$/);
    const detail = await api<{ problem: { title: string; timeLimit: number } }>(
      `/api/get-problem-detail?problemId=${problemId}`,
    );
    expect(detail.problem).toMatchObject({ title: 'Form A plus B, edited', timeLimit: 2000 });

    // The server has the last word: a display id taken (in another letter case) is said beside the field.
    await page.goto(`${web.url}/admin/problem/create`);
    await page.getByTestId('field-problemId').fill(problemId.toLowerCase());
    await page.getByTestId('field-title').fill('Taken');
    await page.getByTestId('field-input').fill('a');
    await page.getByTestId('field-output').fill('b');
    await page.getByTestId('cases-manual').check();
    await page.getByRole('textbox', { name: 'Input 1', exact: true }).fill('1 2\n');
    await page.getByRole('textbox', { name: 'Output 1', exact: true }).fill('3\n');
    await page.getByTestId('save-problem').click();
    await page
      .getByTestId('problem-form')
      .getByText(`The problem id already exists (letter case aside): ${problemId.toLowerCase()}`)
      .waitFor();
    expect(page.url()).toContain('/admin/problem/create');
    await page.close();
  }, 240_000);
});
