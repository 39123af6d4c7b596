import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import './provided-context';
import { registerUser, type Login } from './accounts';
export { logIn } from './accounts';

/* Fixtures of the submission screens' browser test, made through the real API of the local stack
   (which has no demo data): users, a problem with test data, submissions. */

interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

export type { Login };

export async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('accept-language', 'en-US');
  if (init.token) headers.set('authorization', init.token);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  const response = await fetch(`${inject('localStack').url}${path}`, { ...init, headers });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.status !== 200) throw new Error(`${path}: ${envelope.status} ${envelope.msg}`);
  return envelope.data;
}

/** A fresh account registered with the mailed code, logged in. */
export async function newUser(prefix: string): Promise<Login> {
  const username = `${prefix}${randomUUID().slice(0, 6)}`;
  return registerUser(username, 'secret123');
}

/** An A+B problem with two typed-in test cases, created by the super admin. */
export async function createAPlusB(root: Login): Promise<{ pid: number; problemId: string }> {
  const problemId = `W${randomUUID().slice(0, 6).toUpperCase()}`;
  return api('/api/admin/problem', {
    method: 'POST',
    token: root.token,
    body: JSON.stringify({
      problem: {
        problemId,
        title: 'A plus B',
        description: 'Add two numbers.',
        input: 'a b',
        output: 'a+b',
        type: 0,
        codeShare: true,
        openCaseResult: true,
      },
      samples: [
        { input: '1 2\n', output: '3\n' },
        { input: '40 2\n', output: '42\n' },
      ],
      languages: ['C'],
      isUploadTestCase: false,
      judgeMode: 'default',
    }),
  });
}

export const programs = {
  accepted:
    '#include <stdio.h>\nint main(void){long a,b;scanf("%ld %ld",&a,&b);printf("%ld\\n",a+b);return 0;}\n',
  wrongAnswer:
    '#include <stdio.h>\nint main(void){long a,b;scanf("%ld %ld",&a,&b);printf("%ld\\n",a-b);return 0;}\n',
  compileError: 'int main(void){ return missing_name; }\n',
};

export async function submit(user: Login, pid: number, code: string): Promise<number> {
  const row = await api<{ submitId: number }>('/api/submit-problem-judge', {
    method: 'POST',
    token: user.token,
    body: JSON.stringify({ pid, language: 'C', code }),
  });
  return row.submitId;
}

/** Waits until the server has a final verdict for the submission; returns its status. */
export async function finalStatusOf(submitId: number): Promise<number> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const map = await api<Record<string, { status: number }>>('/api/check-submissions-status', {
      method: 'POST',
      body: JSON.stringify({ submitIds: [submitId], cid: 0 }),
    });
    const status = map[String(submitId)]?.status;
    if (status !== undefined && ![5, 6, 7, 9].includes(status)) return status;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`submission ${submitId} never finished`);
}

/** Puts a login into the page's local storage, as the session store keeps it, and English as the language. */
export async function useLogin(page: Page, login: Login | null): Promise<void> {
  await page.goto(`${inject('localStack').url}/home?l=en-US`);
  await page.evaluate((stored) => {
    localStorage.setItem('language', 'en-US');
    if (!stored) return;
    localStorage.setItem('token', stored.token);
    localStorage.setItem('userInfo', JSON.stringify(stored.user));
    localStorage.setItem('loginTime', String(Date.now()));
  }, login);
}
