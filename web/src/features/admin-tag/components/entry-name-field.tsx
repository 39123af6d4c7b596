import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import type { EntryKind } from './editable-table';

const labelKeys: Record<EntryKind, string> = {
  tag: 'admin-tag.tags.name',
  classification: 'admin-tag.classifications.name',
};

interface EntryNameFieldProps {
  kind: EntryKind;
  name: string;
  onName: (name: string) => void;
  /** The admin tried to save: an empty name says it is required. */
  tried: boolean;
}

/** The name of a tag or a classification: required, at most 50 characters (the server's limit). */
export function EntryNameField({ kind, name, onName, tried }: EntryNameFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField
      id={`${kind}-name`}
      label={t(labelKeys[kind])}
      value={name}
      maxLength={50}
      onChange={(event) => onName(event.target.value)}
      problem={tried && name.trim() === '' ? t('admin-tag.nameRequired') : null}
    />
  );
}
