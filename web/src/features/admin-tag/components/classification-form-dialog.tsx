import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { useSaveClassification, type AdminClassification } from '../api/classification-writes';
import { EntryFormDialog } from './entry-form-dialog';
import { EntryNameField } from './entry-name-field';
import { useSaveEntry } from './use-save-entry';

interface ClassificationFormDialogProps {
  classification: AdminClassification | null;
  oj: string;
  onClose: () => void;
}

/** Create or change a classification: its name and its rank (lower shows first). */
export function ClassificationFormDialog({ classification, oj, onClose }: ClassificationFormDialogProps) {
  const { t } = useTranslation();
  const { save, ...saveState } = useSaveEntry(useSaveClassification(), classification?.id ?? null, onClose);
  const [name, setName] = useState(classification?.name ?? '');
  const [rank, setRank] = useState(String(classification?.rank ?? 0));
  const [tried, setTried] = useState(false);
  const rankNumber = /^\d{1,9}$/.test(rank.trim()) ? Number(rank.trim()) : null;

  function submit(): void {
    setTried(true);
    if (name.trim() === '' || rankNumber === null) return;
    save({ name: name.trim(), oj, rank: rankNumber });
  }

  return (
    <EntryFormDialog
      kind="classification"
      title={
        classification ? t('admin-tag.classifications.editTitle') : t('admin-tag.classifications.createTitle')
      }
      saveState={saveState}
      onSubmit={submit}
      onClose={onClose}
    >
      <EntryNameField kind="classification" name={name} onName={setName} tried={tried} />
      <FormField
        id="classification-rank"
        label={t('admin-tag.classifications.rank')}
        inputMode="numeric"
        value={rank}
        onChange={(event) => setRank(event.target.value)}
        problem={tried && rankNumber === null ? t('admin-tag.rankInvalid') : null}
      />
    </EntryFormDialog>
  );
}
