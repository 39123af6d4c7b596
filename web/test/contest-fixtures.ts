import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import './provided-context';
import { logIn, logInAsRoot, registerUser, type Login } from './accounts';
import { apiCall } from './api-call';
import { createContestWithProblems, wholeSecond, type ContestProblemLink } from './stack-api';

/*
 * The contests of the browser tests, made through the admin API as an organiser makes them: accounts
 * (contestants, organisers), the contest with its problems, edits to it (seal, end), announcements
 * and submissions. Tests with needs of their own (a judged board, a hall of teams) build on these.
 */

export { apiCall } from './api-call';
export { wholeSecond, type ContestProblemLink } from './stack-api';

/** A newly registered account; with `admin`, given the admin role (1001) by root, as a contest organiser. */
export async function newAccount(prefix: string, admin = false): Promise<Login> {
  const username = `${prefix}${randomUUID().slice(0, 6)}`;
  const login = await registerUser(username, 'secret123');
  if (!admin) return login;
  await apiCall('/api/admin/user/edit-user', {
    method: 'PUT',
    token: (await logInAsRoot()).token,
    body: { uid: login.user.uid, type: 1001, status: 0 },
  });
  return logIn(username, 'secret123');
}

/** What a test may set of the admin form; the rest is a public ACM contest, not sealed. */
export interface ContestSettings {
  /** Who creates it (root unless told). */
  organiser?: Login;
  problems?: readonly ContestProblemLink[];
  title?: string;
  description?: string;
  type?: 0 | 1;
  auth?: 0 | 1 | 2;
  pwd?: string;
  /** The start as seconds from now (negative: already running); a minute ago unless told. */
  startsIn?: number;
  /** Two hours unless told. */
  lastsSeconds?: number;
  sealRank?: boolean;
  openPrint?: boolean;
  openRank?: boolean;
  starAccount?: string[];
  /** Any other fields of the admin form (awards, for one). */
  fields?: Record<string, unknown>;
}

export interface TestContest {
  cid: number;
  title: string;
  /** The create body, for edits (an edit sends every field). */
  body: Record<string, unknown>;
}

/** A visible contest made through the admin form's call, holding `settings.problems` in their order. */
export async function createContest(settings: ContestSettings = {}): Promise<TestContest> {
  const organiser = settings.organiser ?? (await logInAsRoot());
  const start = Date.now() + (settings.startsIn ?? -60) * 1000;
  const body = {
    title: settings.title ?? `Contest ${randomUUID().slice(0, 8)}`,
    description: settings.description ?? 'A contest of the **browser tests**: $a+b$.',
    type: settings.type ?? 0,
    auth: settings.auth ?? 0,
    ...(settings.pwd === undefined ? {} : { pwd: settings.pwd }),
    startTime: wholeSecond(start),
    endTime: wholeSecond(start + (settings.lastsSeconds ?? 2 * 3600) * 1000),
    sealRank: settings.sealRank ?? false,
    openPrint: settings.openPrint ?? false,
    openRank: settings.openRank ?? false,
    starAccount: settings.starAccount ?? [],
    visible: true,
    ...settings.fields,
  };
  const cid = await createContestWithProblems(
    inject('localStack').url,
    organiser.token,
    body,
    settings.problems ?? [],
  );
  return { cid, title: body.title, body };
}

/** Edits the contest as root: every field as created, with `changes` over them (kept for later edits). */
export async function editContest(contest: TestContest, changes: Record<string, unknown>): Promise<void> {
  Object.assign(contest.body, changes);
  await apiCall('/api/admin/contest', {
    method: 'PUT',
    token: (await logInAsRoot()).token,
    body: { ...contest.body, id: contest.cid },
  });
}

/** Ends the contest now: its end time moves to a second ago. */
export async function endContest(contest: TestContest): Promise<void> {
  await editContest(contest, { endTime: wholeSecond(Date.now() - 1000) });
}

/** Publishes an announcement of the contest. */
export async function announce(organiser: Login, cid: number, title: string, content: string): Promise<void> {
  await apiCall('/api/admin/contest/announcement', {
    method: 'POST',
    token: organiser.token,
    body: { cid, announcement: { title, content, status: 0 } },
  });
}

/** A submission to a contest's problem through the contest's submit call, as the problem page sends one. */
export async function submitInContest(
  login: { token: string },
  cid: number,
  displayId: string,
  code: string,
  language: 'C' | 'C++' = 'C++',
): Promise<number> {
  const row = await apiCall<{ submitId: number }>('/api/submit-problem-judge', {
    method: 'POST',
    token: login.token,
    body: { pid: displayId, cid, language, code },
  });
  return row.submitId;
}
