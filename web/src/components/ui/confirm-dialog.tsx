import type { ReactNode } from 'react';
import { Modal } from './modal';
import { Button } from './button';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, said plainly (the thing's name included). */
  children: ReactNode;
  confirmText: string;
  cancelText: string;
  /** While the action runs the buttons wait; the caller closes the dialog when it is done. */
  busy?: boolean;
  /** A destructive action gets the red button. */
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that cannot be undone (delete): cancel, or confirm. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, children, confirmText, cancelText, busy = false, danger = true } = props;
  return (
    <Modal open={open} onClose={() => !busy && props.onCancel()} title={title}>
      <div className="mb-6 text-sm leading-relaxed text-slate-600">{children}</div>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" disabled={busy} onClick={props.onCancel} data-testid="confirm-cancel">
          {cancelText}
        </Button>
        <button
          type="button"
          disabled={busy}
          className={`rounded-md px-4 py-2 text-sm font-medium text-white transition disabled:cursor-not-allowed ${danger ? 'bg-red-600 hover:bg-red-700 disabled:bg-red-300' : 'bg-blue-600 hover:bg-blue-700 disabled:bg-blue-300'}`}
          onClick={props.onConfirm}
          data-testid="confirm-ok"
        >
          {confirmText}
        </button>
      </div>
    </Modal>
  );
}
