import { describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../lib/i18n/i18n';
import { fakeMutation } from './test-mutation';
import { useConfirmedDelete, type ConfirmedDelete } from './use-confirmed-delete';

interface Training {
  id: number;
  title: string;
}

interface DialogProps {
  target: Training | null;
  title: string;
  confirmText: string;
  cancelText: string;
  doneText: string;
  describe: (target: Training) => string;
  onDelete: (target: Training, deleted: () => void) => void;
}

/** Renders a screen holding the hook once, and hands back what the hook gave it. */
function holdRemoval(write: ReturnType<typeof fakeMutation<number>>, onDeleted?: (row: Training) => void) {
  let held: ConfirmedDelete<Training> | undefined;
  function Screen() {
    held = useConfirmedDelete({
      textsAt: 'trainings.remove',
      describe: (row: Training) => `Delete ${row.title}?`,
      mutation: write.mutation,
      variables: (row) => row.id,
      onDeleted,
    });
    return held.dialog;
  }
  const markup = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <Screen />
    </I18nextProvider>,
  );
  const removal = held as ConfirmedDelete<Training>;
  return { markup, removal, dialog: (removal.dialog as ReactElement<DialogProps>).props };
}

const spring = { id: 4, title: 'Spring' };

describe('a confirmed delete', () => {
  it('stays closed until a row is asked about', () => {
    const { markup, dialog } = holdRemoval(fakeMutation<number>());
    expect(dialog.target).toBeNull();
    expect(markup).toBe('');
  });

  it('takes its words from the catalogue block it names, and says what will go', () => {
    const { dialog } = holdRemoval(fakeMutation<number>());
    // A key the catalogue lacks reads as itself: the block's four words are asked for by name.
    expect([dialog.title, dialog.confirmText, dialog.cancelText, dialog.doneText]).toEqual([
      'trainings.remove.title',
      'trainings.remove.confirm',
      'trainings.remove.cancel',
      'trainings.remove.done',
    ]);
    expect(dialog.describe(spring)).toBe('Delete Spring?');
  });

  it('deletes by the row’s variables and closes only once the server has deleted it', () => {
    const write = fakeMutation<number>();
    const onDeleted = vi.fn();
    const deleted = vi.fn();
    const { dialog } = holdRemoval(write, onDeleted);
    dialog.onDelete(spring, deleted);
    expect(write.calls).toEqual([4]);
    expect(deleted).not.toHaveBeenCalled();
    write.serverAgrees();
    expect(onDeleted).toHaveBeenCalledWith(spring);
    expect(deleted).toHaveBeenCalledOnce();
  });
});
