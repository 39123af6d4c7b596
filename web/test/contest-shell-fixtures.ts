import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import './provided-context';
import { logIn, registerUser, type Login } from './accounts';

/* Accounts and contests of the contest list's and the contest shell's browser tests, made through the API. */

interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

/** One call of the /api contract with a login; a refusal fails the test naming the path. */
export async function contestApi<T>(
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

export async function rootLogin(): Promise<Login> {
  const { adminUsername, adminPassword } = inject('localStack');
  return logIn(adminUsername, adminPassword);
}

/** A newly registered account; with `admin`, given the admin role (1001) by root, as a contest organiser. */
export async function newAccount(prefix: string, admin = false): Promise<Login> {
  const username = `${prefix}${randomUUID().slice(0, 6)}`;
  const login = await registerUser(username, 'secret123');
  if (!admin) return login;
  const root = await rootLogin();
  await contestApi('/api/admin/user/edit-user', {
    method: 'PUT',
    token: root.token,
    body: { uid: login.user.uid, type: 1001, status: 0 },
  });
  return logIn(username, 'secret123');
}

export interface ContestSettings {
  title?: string;
  description?: string;
  type?: 0 | 1;
  auth?: 0 | 1 | 2;
  pwd?: string;
  /** Start and end as offsets from now, in seconds. */
  startsIn?: number;
  lastsSeconds?: number;
  openPrint?: boolean;
  openRank?: boolean;
}

export interface MadeContest {
  cid: number;
  title: string;
}

/** A visible contest made by `organiser` (running from a minute ago for two hours unless told). */
export async function makeContest(organiser: Login, settings: ContestSettings = {}): Promise<MadeContest> {
  const title = settings.title ?? `Shell ${randomUUID().slice(0, 8)}`;
  const start = Date.now() + (settings.startsIn ?? -60) * 1000;
  await contestApi('/api/admin/contest', {
    method: 'POST',
    token: organiser.token,
    body: {
      title,
      description: settings.description ?? 'A contest of the **browser tests**: $a+b$.',
      type: settings.type ?? 0,
      auth: settings.auth ?? 0,
      pwd: settings.pwd ?? null,
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + (settings.lastsSeconds ?? 2 * 3600) * 1000).toISOString(),
      sealRank: false,
      openPrint: settings.openPrint ?? false,
      openRank: settings.openRank ?? false,
      visible: true,
    },
  });
  const list = await contestApi<{ records: { id: number; title: string }[] }>(
    `/api/admin/contest/get-contest-list?keyword=${encodeURIComponent(title)}`,
    { token: organiser.token },
  );
  const cid = list.records.find((row) => row.title === title)?.id;
  if (!cid) throw new Error(`the contest ${title} was not listed`);
  return { cid, title };
}

/** Publishes an announcement of the contest. */
export async function announce(organiser: Login, cid: number, title: string, content: string): Promise<void> {
  await contestApi('/api/admin/contest/announcement', {
    method: 'POST',
    token: organiser.token,
    body: { cid, announcement: { title, content, status: 0 } },
  });
}

/** A page with `login` in local storage (none for a visitor), in `language`, before any screen loads. */
export async function pageAs(
  newPage: () => Promise<Page>,
  login: Login | null,
  language: 'zh-CN' | 'en-US' = 'en-US',
): Promise<Page> {
  const page = await newPage();
  await page.addInitScript(
    ({ stored, chosen }) => {
      localStorage.setItem('language', chosen);
      if (!stored || localStorage.getItem('token')) return;
      localStorage.setItem('token', stored.token);
      localStorage.setItem('userInfo', JSON.stringify(stored.user));
      localStorage.setItem('loginTime', String(Date.now()));
    },
    { stored: login, chosen: language },
  );
  return page;
}
