import { useSyncExternalStore } from 'react';
import { ownPath } from './login-return';

/** The modal dialogs that can open over any page (spec §2). One is open at a time. */
export type AppDialog = 'login' | 'register' | 'reset-password';

let openDialog: AppDialog | null = null;
/** The page a login from these dialogs returns to, set by the guard that asked for the login. */
let loginReturn: string | null = null;
const listeners = new Set<() => void>();

/**
 * Opens a dialog (null closes them all). `returnTo` is the page a login made in it should open: a
 * guard that sent a visitor away from a page needing a login names that page. It lasts while the
 * account dialogs stay open (login → register → login keeps it) and ends when they close.
 */
export function showDialog(dialog: AppDialog | null, options: { returnTo?: string } = {}): void {
  openDialog = dialog;
  if (dialog === null) loginReturn = null;
  else if (options.returnTo !== undefined) loginReturn = ownPath(options.returnTo);
  for (const listener of listeners) listener();
}

export function closeDialog(): void {
  showDialog(null);
}

/** The page the login just made should return to, if a guard named one; read once. */
export function takeLoginReturn(): string | null {
  const page = loginReturn;
  loginReturn = null;
  return page;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOpenDialog(): AppDialog | null {
  return useSyncExternalStore(
    subscribe,
    () => openDialog,
    () => openDialog,
  );
}
