import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import './provided-context';
import { logInAsRoot, type Login } from './accounts';

/* Contests of the organisers' and the exam paper's browser tests, made through the admin API. */

interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

/** One call of the /api contract with a login; a refusal fails the test naming the path. */
export async function apiCall<T>(
  path: string,
  init: { method?: string; token: string; body?: unknown },
): Promise<T> {
  const response = await fetch(`${inject('localStack').url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en-US',
      'url-type': path.startsWith('/api/admin/') ? 'admin' : 'general',
      authorization: init.token,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.status !== 200) throw new Error(`${path}: ${envelope.msg}`);
  return envelope.data;
}

/** A problem of the contest: the public problem, its display id, title and balloon colour. */
export interface LinkedProblem {
  pid: number;
  displayId: string;
  title: string;
  color: string;
}

export interface OrganisedContest {
  cid: number;
  title: string;
}

/**
 * A public contest made by root, running from a minute ago for two hours, holding `problems`:
 * printing open, ACM rules unless told, the description given (an exam's `[exam, N]` marker).
 */
export async function organisedContest(
  problems: readonly LinkedProblem[],
  settings: { description?: string; type?: 0 | 1 } = {},
): Promise<OrganisedContest> {
  const { token } = await logInAsRoot();
  const title = `Organised ${randomUUID().slice(0, 8)}`;
  await apiCall('/api/admin/contest', {
    method: 'POST',
    token,
    body: {
      title,
      description: settings.description ?? 'A contest run by the organisers of the browser tests.',
      type: settings.type ?? 0,
      auth: 0,
      startTime: new Date(Date.now() - 60_000).toISOString(),
      endTime: new Date(Date.now() + 2 * 3_600_000).toISOString(),
      sealRank: false,
      openPrint: true,
      visible: true,
    },
  });
  const list = await apiCall<{ records: { id: number; title: string }[] }>(
    `/api/admin/contest/get-contest-list?keyword=${encodeURIComponent(title)}`,
    { token },
  );
  const cid = list.records.find((row) => row.title === title)?.id;
  if (!cid) throw new Error(`the contest ${title} was not listed`);
  for (const problem of problems) {
    await apiCall('/api/admin/contest/add-problem-from-public', {
      method: 'POST',
      token,
      body: { cid, pid: problem.pid, displayId: problem.displayId },
    });
    await apiCall('/api/admin/contest/contest-problem', {
      method: 'PUT',
      token,
      body: { cid, ...problem, displayTitle: problem.title },
    });
  }
  return { cid, title };
}

/** A page logged in as `login`, as the login dialog leaves local storage. */
export async function pageAs(newPage: () => Promise<Page>, login: Login): Promise<Page> {
  const page = await newPage();
  await page.addInitScript(
    ({ token, user }) => {
      if (localStorage.getItem('token')) return;
      localStorage.setItem('token', token);
      localStorage.setItem('userInfo', JSON.stringify(user));
      localStorage.setItem('loginTime', String(Date.now()));
    },
    { token: login.token, user: login.user },
  );
  return page;
}
