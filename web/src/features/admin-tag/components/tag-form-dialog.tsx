import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/ui/select';
import { useSaveTag, type AdminTag } from '../api/tag-writes';
import type { AdminClassification } from '../api/classification-writes';
import { EntryFormDialog } from './entry-form-dialog';
import { EntryNameField } from './entry-name-field';
import { useSaveEntry } from './use-save-entry';

interface TagFormDialogProps {
  /** The tag to change, or null for a new one. */
  tag: AdminTag | null;
  oj: string;
  classifications: readonly AdminClassification[];
  onClose: () => void;
}

const defaultColor = '#409EFF';
const hexColor = /^#[0-9a-f]{6}$/i;

/** Create or change a tag: name, colour and classification. A refusal (a taken name) shows here too. */
export function TagFormDialog({ tag, oj, classifications, onClose }: TagFormDialogProps) {
  const { t } = useTranslation();
  const { save, ...saveState } = useSaveEntry(useSaveTag(), tag?.id ?? null, onClose);
  const [name, setName] = useState(tag?.name ?? '');
  const [color, setColor] = useState(tag?.color ?? defaultColor);
  const [tcid, setTcid] = useState<number>(tag?.tcid ?? 0);
  const [tried, setTried] = useState(false);

  function submit(): void {
    setTried(true);
    if (name.trim() === '') return;
    save({ name: name.trim(), color, oj, tcid: tcid === 0 ? undefined : tcid });
  }

  return (
    <EntryFormDialog
      kind="tag"
      title={tag ? t('admin-tag.tags.editTitle') : t('admin-tag.tags.createTitle')}
      saveState={saveState}
      onSubmit={submit}
      onClose={onClose}
    >
      <EntryNameField kind="tag" name={name} onName={setName} tried={tried} />
      <div className="mb-3">
        <span className="mb-1 block text-sm text-slate-600">{t('admin-tag.tags.color')}</span>
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label={t('admin-tag.tags.color')}
            value={hexColor.test(color) ? color : defaultColor}
            onChange={(event) => setColor(event.target.value)}
            className="h-9 w-12 cursor-pointer rounded border border-slate-300 bg-white p-0.5"
          />
          <input
            type="text"
            aria-label={t('admin-tag.tags.color')}
            value={color}
            maxLength={30}
            onChange={(event) => setColor(event.target.value)}
            className="w-32 rounded-md border border-slate-300 px-3 py-2 font-mono text-sm outline-none focus:border-blue-500 focus:ring-2 focus:ring-blue-100"
            data-testid="tag-color"
          />
        </div>
      </div>
      <Select<number>
        label={t('admin-tag.tags.classification')}
        size="lg"
        className="w-full"
        value={tcid}
        data-testid="tag-classification"
        options={[
          { value: 0, label: t('admin-tag.tags.unclassified') },
          ...classifications.map((entry) => ({ value: entry.id, label: entry.name })),
        ]}
        onChange={setTcid}
      />
    </EntryFormDialog>
  );
}
