/**
 * The local-storage keys of a login (spec §3). The API client reads the token from here on every call,
 * and the session store writes all three, so another tab sees a login or logout at once.
 */
export const storageKeys = {
  token: 'token',
  userInfo: 'userInfo',
  loginTime: 'loginTime',
  language: 'language',
} as const;

export function readStoredToken(): string | null {
  return localStorage.getItem(storageKeys.token);
}

export function writeStoredToken(token: string): void {
  localStorage.setItem(storageKeys.token, token);
}
