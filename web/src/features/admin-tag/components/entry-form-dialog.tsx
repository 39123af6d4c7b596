import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { Button } from '../../../components/ui/button';
import type { EntryKind } from './editable-table';

interface EntryFormDialogProps {
  kind: EntryKind;
  title: string;
  /** The form's save (see `useSaveEntry`): while it runs the buttons wait; its refusal shows above them. */
  saveState: { saving: boolean; refusal: string | null };
  onSubmit: () => void;
  onClose: () => void;
  /** The fields. */
  children: ReactNode;
}

/** The dialog that creates or changes a tag or a classification: its fields, the refusal, cancel and save. */
export function EntryFormDialog({
  kind,
  title,
  saveState: { saving, refusal },
  onSubmit,
  onClose,
  children,
}: EntryFormDialogProps) {
  const { t } = useTranslation();
  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    onSubmit();
  }
  return (
    <Modal open onClose={onClose} title={title}>
      <form onSubmit={submit} data-testid={`${kind}-form`}>
        {children}
        {refusal ? (
          <p className="mt-3 text-sm text-red-600" role="alert" data-testid={`${kind}-form-error`}>
            {refusal}
          </p>
        ) : null}
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('admin-tag.cancel')}
          </Button>
          <Button type="submit" disabled={saving} data-testid={`${kind}-save`}>
            {t('admin-tag.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
