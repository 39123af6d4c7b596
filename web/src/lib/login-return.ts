/*
 * Where a login goes back to. A guard that sends someone to log in names the page they asked for;
 * the login then returns there instead of home. The page comes back through a URL (`/admin/login?
 * redirect=…`) or a store anyone can write to, so it is treated as hostile: only a path of this site
 * is followed, never another origin (`//evil.example`, `https://…`, `/\evil.example`, `javascript:`),
 * which would make the login page an open redirect.
 */

/** A base that no real address has: a candidate that resolves away from it leaves this site. */
const ownOrigin = 'http://own-site.invalid';
const maxLength = 2048;

/**
 * `candidate` as a path of this site (path, query and hash, dot segments resolved), when it is one
 * and lies under `under`; otherwise null.
 */
export function ownPath(candidate: unknown, under = '/'): string | null {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > maxLength) return null;
  // Browsers read a backslash as a slash and drop tabs and newlines, so `/\host` and `/\t/host` are
  // other origins in disguise; a path of ours has none of them.
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) return null;
  if ([...candidate].some((character) => character < ' ' || character === '\u007f')) return null;
  let url: URL;
  try {
    url = new URL(candidate, ownOrigin);
  } catch {
    return null;
  }
  if (url.origin !== ownOrigin || url.pathname.startsWith('//')) return null;
  const base = under.replace(/\/+$/, '');
  if (base && url.pathname !== base && !url.pathname.startsWith(`${base}/`)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export const adminLoginPath = '/admin/login';

/** The admin page a login at /admin/login returns to: an admin path, never the login page itself. */
export function adminReturnPath(candidate: unknown): string | null {
  const path = ownPath(candidate, '/admin');
  if (path === null) return null;
  const pathname = path.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return pathname === adminLoginPath ? null : path;
}

/**
 * What /admin/login is told to return to when a guard sends the admin away from `from`: nothing for
 * the dashboard (where a login goes anyway) or a path that is no admin page. The `l` query (the
 * interface language, already adopted and kept) is left out.
 */
export function adminLoginReturn(from: string): string | undefined {
  const back = adminReturnPath(from);
  if (back === null) return undefined;
  const url = new URL(back, ownOrigin);
  url.searchParams.delete('l');
  const pathname = url.pathname.replace(/\/+$/, '');
  return pathname === '/admin' ? undefined : `${pathname}${url.search}${url.hash}`;
}

/** /admin/login, told to return to `from` when that is an admin page to return to. */
export function adminLoginHref(from: string): string {
  const back = adminLoginReturn(from);
  return back === undefined ? adminLoginPath : `${adminLoginPath}?redirect=${encodeURIComponent(back)}`;
}
