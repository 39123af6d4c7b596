import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteConfirm } from '../ui/delete-confirm';
import type { RowMutation } from './row-write';

interface ConfirmedDeleteSpec<T, V> {
  /**
   * Where the dialog's words are in the catalogue: `<textsAt>.title`, `.confirm`, `.cancel`, and
   * `.done`, said in a toast once the server has deleted. Every admin catalogue has such a `remove`.
   */
  textsAt: string;
  /** What will go, its name included. */
  describe: (target: T) => string;
  mutation: RowMutation<V>;
  variables: (target: T) => V;
  /** After the server has deleted it: forget what still points at it (a tick, a selection). */
  onDeleted?: (target: T) => void;
}

export interface ConfirmedDelete<T> {
  /** Opens the confirmation for this row (or these rows). */
  ask: (target: T) => void;
  /** The dialog, drawn once by the screen; closed until `ask`. */
  dialog: ReactNode;
}

/**
 * A deletion that asks first: confirm runs the write, a success toast says it is done and the dialog
 * closes; a refusal keeps it open (the API client says why).
 */
export function useConfirmedDelete<T, V>(spec: ConfirmedDeleteSpec<T, V>): ConfirmedDelete<T> {
  const { t } = useTranslation();
  const [target, setTarget] = useState<T | null>(null);
  const { mutation, textsAt } = spec;
  const dialog = (
    <DeleteConfirm
      target={target}
      title={t(`${textsAt}.title`)}
      describe={spec.describe}
      confirmText={t(`${textsAt}.confirm`)}
      cancelText={t(`${textsAt}.cancel`)}
      doneText={t(`${textsAt}.done`)}
      busy={mutation.isPending}
      onDelete={(row, deleted) =>
        mutation.mutate(spec.variables(row), {
          onSuccess: () => {
            spec.onDeleted?.(row);
            deleted();
          },
        })
      }
      onClose={() => setTarget(null)}
    />
  );
  // The updater form: a row that is itself a function would otherwise be called by setState.
  return { ask: (next) => setTarget(() => next), dialog };
}
