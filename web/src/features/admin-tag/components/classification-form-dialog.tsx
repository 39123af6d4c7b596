import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { showToast } from '../../../lib/toast-store';
import { useSaveClassification, type AdminClassification } from '../api/classification-writes';

interface ClassificationFormDialogProps {
  classification: AdminClassification | null;
  oj: string;
  onClose: () => void;
}

/** Create or change a classification: its name and its rank (lower shows first). */
export function ClassificationFormDialog({ classification, oj, onClose }: ClassificationFormDialogProps) {
  const { t } = useTranslation();
  const { create, update } = useSaveClassification();
  const [name, setName] = useState(classification?.name ?? '');
  const [rank, setRank] = useState(String(classification?.rank ?? 0));
  const [tried, setTried] = useState(false);
  const saving = create.isPending || update.isPending;
  const refusal = (classification ? update.error : create.error)?.message ?? null;
  const rankNumber = /^\d{1,9}$/.test(rank.trim()) ? Number(rank.trim()) : null;

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    setTried(true);
    if (name.trim() === '' || rankNumber === null) return;
    const body = { name: name.trim(), oj, rank: rankNumber };
    const done = {
      onSuccess: () => {
        showToast('success', t('admin-tag.saved'));
        onClose();
      },
    };
    if (classification) update.mutate({ ...body, id: classification.id }, done);
    else create.mutate(body, done);
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={
        classification ? t('admin-tag.classifications.editTitle') : t('admin-tag.classifications.createTitle')
      }
    >
      <form onSubmit={submit} data-testid="classification-form">
        <FormField
          id="classification-name"
          label={t('admin-tag.classifications.name')}
          value={name}
          maxLength={50}
          onChange={(event) => setName(event.target.value)}
          problem={tried && name.trim() === '' ? t('admin-tag.nameRequired') : null}
        />
        <FormField
          id="classification-rank"
          label={t('admin-tag.classifications.rank')}
          inputMode="numeric"
          value={rank}
          onChange={(event) => setRank(event.target.value)}
          problem={tried && rankNumber === null ? t('admin-tag.rankInvalid') : null}
        />
        {refusal ? (
          <p className="mt-1 text-sm text-red-600" role="alert" data-testid="classification-form-error">
            {refusal}
          </p>
        ) : null}
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('admin-tag.cancel')}
          </Button>
          <Button type="submit" disabled={saving} data-testid="classification-save">
            {t('admin-tag.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
