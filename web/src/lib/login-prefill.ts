/**
 * A username to fill into the login dialog when it opens next: registering hands the new name over,
 * so the newcomer only types the password. Read once, then forgotten.
 */
let prefilledUsername: string | null = null;

export function prefillLoginUsername(username: string): void {
  prefilledUsername = username;
}

export function takeLoginPrefill(): string | null {
  const username = prefilledUsername;
  prefilledUsername = null;
  return username;
}
