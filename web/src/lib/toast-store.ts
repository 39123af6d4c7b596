/** Short messages at the top centre of the page (spec §8: 4 s by default). */
export type ToastTone = 'error' | 'warning' | 'success' | 'info';

export interface Toast {
  id: number;
  tone: ToastTone;
  text: string;
}

export const defaultToastMs = 4000;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  publish(toasts.filter((toast) => toast.id !== id));
}

/**
 * Shows a toast, unless the same message is already on screen: one failure reported by a route's
 * loader and again by its component, or several calls failing for one reason, is said once.
 */
export function showToast(tone: ToastTone, text: string, durationMs = defaultToastMs): number {
  const shown = toasts.find((toast) => toast.tone === tone && toast.text === text);
  if (shown) return shown.id;
  const id = nextId++;
  publish([...toasts, { id, tone, text }]);
  setTimeout(() => dismissToast(id), durationMs);
  return id;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): readonly Toast[] {
  return toasts;
}
