import { showToast } from '../../lib/toast-store';
import { ConfirmDialog } from './confirm-dialog';

interface DeleteConfirmProps<T> {
  /** The entry to delete; null keeps the dialog closed. */
  target: T | null;
  title: string;
  /** What will go, the entry's name included. */
  describe: (target: T) => string;
  confirmText: string;
  cancelText: string;
  /** Said in a toast once the server has deleted it. */
  doneText: string;
  /** The deletion is running: the buttons wait. */
  busy: boolean;
  /** Starts the deletion; it calls `deleted` when the server has said yes (the dialog then closes). */
  onDelete: (target: T, deleted: () => void) => void;
  onClose: () => void;
}

/** Asks before deleting one entry of a list, deletes it, says so and closes; a refusal keeps it open. */
export function DeleteConfirm<T>(props: DeleteConfirmProps<T>) {
  const { target, onClose } = props;
  return (
    <ConfirmDialog
      open={target !== null}
      title={props.title}
      confirmText={props.confirmText}
      cancelText={props.cancelText}
      busy={props.busy}
      onCancel={onClose}
      onConfirm={() =>
        target !== null &&
        props.onDelete(target, () => {
          showToast('success', props.doneText);
          onClose();
        })
      }
    >
      {target !== null ? props.describe(target) : null}
    </ConfirmDialog>
  );
}
