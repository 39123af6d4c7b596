import { useSyncExternalStore } from 'react';

/** The modal dialogs that can open over any page (spec §2). One is open at a time. */
export type AppDialog = 'login' | 'register' | 'reset-password';

let openDialog: AppDialog | null = null;
const listeners = new Set<() => void>();

export function showDialog(dialog: AppDialog | null): void {
  openDialog = dialog;
  for (const listener of listeners) listener();
}

export function closeDialog(): void {
  showDialog(null);
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
