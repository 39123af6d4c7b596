import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForFile, desktop } from './browser';
import { rootLoginForFile, type Login } from './accounts';
import { apiCall } from './api-call';
import { fourShots } from './four-shots';
import { pageAs } from './logged-in-page';
import { commentOn, discussionCategoryId, postDiscussion } from './message-fixtures';
import { registeredUser } from './problem-page-fixtures';
import './provided-context';

/*
 * Code blocks in a discussion, a comment and a problem statement are coloured by language (C, C++,
 * Java, Python, Go, JavaScript, plain), an unlabelled block of code by its guessed language, a
 * sample's numbers left plain; the highlighter's chunk loads only for a text with a code block, never
 * on /home; and a block's text, whatever it holds, stays text.
 */

const web = browserForFile();
const root = rootLoginForFile();
const run = randomUUID().slice(0, 6);

const blocks = {
  c: '```c\n#include <stdio.h>\nint main(void) { return printf("%d", 1 + 2) < 0; }\n```',
  cpp: '```cpp\n#include <iostream>\nint main() { std::cout << 3; return 0; }\n```',
  java: '```java\npublic class Main { public static void main(String[] a) { System.out.println(3); } }\n```',
  python: '```python\ndef add(a, b):\n    return a + b\nprint(add(1, 2))\n```',
  go: '```go\npackage main\nimport "fmt"\nfunc main() { fmt.Println(3) }\n```',
  javascript: '```js\nconst add = (a, b) => a + b;\nconsole.log(add(1, 2));\n```',
  plain: '```plain\nint main() { return 0; }\n```',
  guessed:
    '```\n#include <bits/stdc++.h>\nusing namespace std;\nint main() { int a, b; cin >> a >> b; cout << a + b; }\n```',
  sample: '```\n1 2\n3 4\n```',
};
const hostile = [
  '```cpp\n</code></pre><img src="x" onerror="window.__xss = \'code\'"><pre><code>\n```',
  '```"><img src=x onerror="window.__xss=\'label\'">\nint x;\n```',
].join('\n\n');

let author: Login;
let did: number;
let plainDid: number;
let problemId: string;

/** Set by any payload that manages to run. */
const xssTrap = () => {
  Object.defineProperty(window, '__xss', { value: undefined, writable: true, configurable: true });
};

/** The URLs of the highlighter's chunk a page asked for. */
function watchHighlighter(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/highlight-code[^/]*\.js$/.test(request.url())) asked.push(request.url());
  });
  return asked;
}

/** Each code block's language class and whether highlight.js marked anything in it. */
function codeBlocks(page: Page, within: string) {
  return page
    .getByTestId(within)
    .locator('pre > code')
    .evaluateAll((codes) =>
      codes.map((code) => ({
        hljs: code.classList.contains('hljs'),
        marked: code.querySelectorAll('[class^="hljs-"]').length > 0,
        text: code.textContent ?? '',
      })),
    );
}

/** Posts a discussion as `author` with `content`; answers its id. */
const discussionWith = (title: string, content: string, categoryId: number) =>
  postDiscussion(author, title, categoryId, { description: 'Code blocks', content });

beforeAll(async () => {
  author = await registeredUser();
  const categoryId = await discussionCategoryId(root.token);
  did = await discussionWith(
    `Code ${run}`,
    ['Seven languages, a guess and a sample:', ...Object.values(blocks), hostile].join('\n\n'),
    categoryId,
  );
  plainDid = await discussionWith(
    `Plain ${run}`,
    'No code here, only **words** and `inline` code.',
    categoryId,
  );
  await commentOn(author, did, 'Shorter:\n\n```python\nprint(sum(map(int, input().split())))\n```');
  problemId = `H${run.toUpperCase()}`;
  await apiCall('/api/admin/problem', {
    method: 'POST',
    token: root.token,
    body: {
      problem: {
        problemId,
        title: 'Highlighted statement',
        description: 'Read with:\n\n```cpp\nlong long a, b;\nstd::cin >> a >> b;\n```',
        input: 'a b',
        output: 'a+b',
        type: 0,
      },
      samples: [{ input: '1 2\n', output: '3\n' }],
      languages: ['C'],
      isUploadTestCase: false,
      judgeMode: 'default',
    },
  });
}, 60_000);

describe('code blocks', () => {
  it('are coloured by language in a discussion and its comments, a sample stays plain, and their text stays text', async () => {
    const page = await pageAs(() => web.browser.newPage({ viewport: desktop }), author, 'en-US');
    await page.addInitScript(xssTrap);
    const asked = watchHighlighter(page);
    await page.goto(`${web.url}/discussion-detail/${did}`);
    await expect
      .poll(async () => (await codeBlocks(page, 'discussion-detail-content')).filter((b) => b.hljs).length)
      .toBe(8);
    const found = await codeBlocks(page, 'discussion-detail-content');
    // c, cpp, java, python, go, javascript, the guessed block, then the two hostile ones (C++ and a
    // label no language has, the latter plain): coloured; plain and the sample stay plain.
    expect(found.map((block) => block.marked)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      true,
      false,
      true,
      false,
    ]);
    expect(found[8]?.text).toContain('1 2');
    expect(found[9]?.text).toContain('<img src="x" onerror=');
    expect(asked.length).toBe(1);

    const content = page.getByTestId('discussion-detail-content');
    expect(await content.locator('img').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    const handlers = await content.evaluate((root) =>
      [...root.querySelectorAll('*')].flatMap((element) =>
        [...element.attributes].filter((attribute) => attribute.name.startsWith('on')).map((a) => a.name),
      ),
    );
    expect(handlers).toEqual([]);

    const comment = await codeBlocks(page, 'comment-section');
    await expect
      .poll(async () => (await codeBlocks(page, 'comment-section')).map((b) => b.marked))
      .toEqual([true]);
    expect(comment).toHaveLength(1);
    await fourShots(page, 'code-highlight-discussion');
    await page.close();
  });

  it('are coloured in a problem statement', async () => {
    const page = await web.browser.newPage({ viewport: desktop });
    await page.goto(`${web.url}/problem/${problemId}?l=zh-CN`);
    await expect
      .poll(async () => (await codeBlocks(page, 'problem-description')).map((b) => b.marked))
      .toEqual([true]);
    await page.close();
  });

  it('load their highlighter neither on /home nor for a text without a code block', async () => {
    const page = await web.browser.newPage({ viewport: desktop });
    const asked = watchHighlighter(page);
    await page.goto(`${web.url}/home?l=en-US`);
    await page.getByTestId('home-page').waitFor();
    await page.waitForLoadState('networkidle');
    await page.goto(`${web.url}/problem/${problemId}?l=en-US`);
    await page.getByTestId('problem-description').waitFor();
    await expect.poll(() => asked.length).toBe(1);
    await page.close();

    const plain = await pageAs(() => web.browser.newPage({ viewport: desktop }), author, 'en-US');
    const askedByPlain = watchHighlighter(plain);
    await plain.goto(`${web.url}/home`);
    await plain.getByTestId('home-page').waitFor();
    await plain.waitForLoadState('networkidle');
    await plain.goto(`${web.url}/discussion-detail/${plainDid}`);
    await plain.getByTestId('discussion-detail-content').locator('strong').waitFor();
    await plain.waitForLoadState('networkidle');
    expect(askedByPlain).toEqual([]);
    await plain.close();
  });
});
