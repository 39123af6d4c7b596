import { useSyncExternalStore } from 'react';
import { currentToasts, dismissToast, subscribeToasts, type ToastTone } from '../lib/toast-store';

const toneClasses: Record<ToastTone, string> = {
  error: 'border-red-200 bg-red-50 text-red-700',
  warning: 'border-amber-200 bg-amber-50 text-amber-800',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-700',
  info: 'border-slate-200 bg-white text-slate-700',
};

/** The toasts of lib/toast-store, stacked at the top centre. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, currentToasts);
  return (
    <div className="pointer-events-none fixed inset-x-0 top-4 z-[100] flex flex-col items-center gap-2 px-4">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.tone === 'error' ? 'alert' : 'status'}
          data-testid="toast"
          onClick={() => dismissToast(toast.id)}
          className={`pointer-events-auto max-w-md rounded-lg border px-4 py-2 text-sm shadow-md ${toneClasses[toast.tone]}`}
        >
          {toast.text}
        </div>
      ))}
    </div>
  );
}
