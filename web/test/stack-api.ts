/*
 * Calls of the /api contract against a running stack named by its base URL, as an organiser or a
 * contestant makes them. No test runner here: the browser tests reach it through contest-fixtures.ts
 * (which knows the test stack's URL) and the web bench imports it directly.
 */

interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

export interface ApiInit {
  method?: string;
  /** The login's token; none for a visitor's call. */
  token?: string;
  body?: unknown;
}

/** One call with the headers the web app sends; a refusal throws naming the path and the server's message. */
export async function callStack<T>(
  base: string,
  path: string,
  init: ApiInit = {},
): Promise<{ data: T; headers: Headers }> {
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en-US',
      'url-type': path.startsWith('/api/admin/') ? 'admin' : 'general',
      ...(init.token ? { authorization: init.token } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.status !== 200) throw new Error(`${path}: ${envelope.msg}`);
  return { data: envelope.data, headers: response.headers };
}

/** A time on the whole second, as the admin form sends it (the scroll board's dates are to the second). */
export const wholeSecond = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();

/** A public problem as the contest shows it: its display id, title and balloon colour ('' for none). */
export interface ContestProblemLink {
  pid: number;
  displayId: string;
  title: string;
  color: string;
}

/**
 * Creates a contest from the admin form's `body` (which must carry a title no other contest has) and
 * links `problems` to it as the contest's problem list does; answers the new contest's id.
 */
export async function createContestWithProblems(
  base: string,
  token: string,
  body: Record<string, unknown> & { title: string },
  problems: readonly ContestProblemLink[],
): Promise<number> {
  await callStack(base, '/api/admin/contest', { method: 'POST', token, body });
  // The create call answers nothing: the new id is read back from the list by the unique title.
  const list = await callStack<{ records: { id: number; title: string }[] }>(
    base,
    `/api/admin/contest/get-contest-list?keyword=${encodeURIComponent(body.title)}`,
    { token },
  );
  const cid = list.data.records.find((row) => row.title === body.title)?.id;
  if (!cid) throw new Error(`the contest ${body.title} was not listed`);
  for (const problem of problems) {
    await callStack(base, '/api/admin/contest/add-problem-from-public', {
      method: 'POST',
      token,
      body: { cid, pid: problem.pid, displayId: problem.displayId },
    });
    await callStack(base, '/api/admin/contest/contest-problem', {
      method: 'PUT',
      token,
      body: {
        cid,
        pid: problem.pid,
        displayId: problem.displayId,
        displayTitle: problem.title,
        color: problem.color,
      },
    });
  }
  return cid;
}

/** Logs in at the stack; answers the token and the user info the web app keeps in local storage. */
export async function logInAt<User>(
  base: string,
  username: string,
  password: string,
): Promise<{ token: string; user: User }> {
  const { data, headers } = await callStack<User>(base, '/api/login', {
    method: 'POST',
    body: { username, password },
  });
  const token = headers.get('authorization');
  if (!token) throw new Error(`login ${username}: no token`);
  return { token, user: data };
}
