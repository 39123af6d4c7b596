import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';

import { signedInAccount, useLocalStack } from '../../../functions/test/local-stack';

const stack = inject('localStack');
let browser: Browser;
let username: string;
let session: { token: string; user: unknown };

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function api<T>(path: string, init: RequestInit = {}): Promise<{ data: T; headers: Headers }> {
  const response = await fetch(`${stack.url}${path}`, init);
  const envelope = (await response.json()) as { status: number; msg: string; data: T };
  if (envelope.status !== 200) throw new Error(`${path}: ${envelope.msg}`);
  return { data: envelope.data, headers: response.headers };
}

/**
 * A user whose home page shows what the policy must allow: an uploaded avatar and a signature with
 * KaTeX math (its fonts and inline styles).
 */
beforeAll(async () => {
  useLocalStack();
  const account = await signedInAccount('csp');
  username = account.username;
  const token = account.token;
  session = { token, user: account.user };
  await api('/api/change-userInfo', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({
      signature: 'Euler: $e^{i\\pi} + 1 = 0$ and $$\\sum_{k=1}^{n} k = \\frac{n(n+1)}{2}$$',
    }),
  });
  const form = new FormData();
  form.append('image', new Blob([png]), 'me.png');
  await api('/api/file/upload-avatar', { method: 'POST', body: form, headers: { authorization: token } });
  browser = await chromium.launch({
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
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('the web app under its content security policy', () => {
  it('loads every page, the editor, math and avatars with no policy violation', async () => {
    const context = await browser.newContext();
    // The page's own scripts, as text: this project compiles without the DOM's types.
    await context.addInitScript({
      content: [
        `localStorage.setItem('token', ${JSON.stringify(session.token)});`,
        `localStorage.setItem('userInfo', ${JSON.stringify(JSON.stringify(session.user))});`,
        `localStorage.setItem('loginTime', String(Date.now()));`,
        "document.addEventListener('securitypolicyviolation', (event) =>",
        "  window.reportViolation(event.violatedDirective + ' blocked ' + event.blockedURI + ' at ' + event.sourceFile + ':' + event.lineNumber + ':' + event.columnNumber));",
      ].join('\n'),
    });
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));

    const pages = [
      '/home',
      '/problem',
      '/problem/P1000',
      '/status',
      `/user-home?username=${username}`,
      '/setting',
    ];
    for (const path of pages) {
      const answer = await page.goto(`${stack.url}${path}`, { waitUntil: 'networkidle' });
      expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
      // The app rendered: its scripts ran under the policy.
      await expect.poll(() => page.locator('#root *').count()).toBeGreaterThan(0);
    }
    // The signature's math was rendered by KaTeX, and the avatar was drawn.
    await page.goto(`${stack.url}/user-home?username=${username}`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.locator('.katex').count()).toBeGreaterThan(0);
    const avatarLoaded = await page.evaluate(
      `[...document.querySelectorAll('img[src*="/api/public/img/avatar/"]')].some((img) => img.complete && img.naturalWidth > 0)`,
    );
    expect(avatarLoaded).toBe(true);
    expect(violations).toEqual([]);
    await context.close();
  });
});
