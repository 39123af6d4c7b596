import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast-store';

/** What a write is told to do once it has succeeded. */
interface AfterSave {
  onSuccess: () => void;
}

/** One write of the pair, as far as the form uses it. */
interface SaveWrite<V> {
  mutate: (variables: V, options: AfterSave) => void;
  isPending: boolean;
  error: Error | null;
}

/** The create and update writes of one kind of entry (useSaveTag, useSaveClassification). */
export interface SaveWrites<B> {
  create: SaveWrite<B>;
  update: SaveWrite<B & { id: number }>;
}

/** Sends the body as a new entry when `id` is null, else as the change of entry `id`. */
export function saveEntry<B>(writes: SaveWrites<B>, id: number | null, body: B, after: AfterSave): void {
  if (id === null) writes.create.mutate(body, after);
  else writes.update.mutate({ ...body, id }, after);
}

/** The server's refusal of the write this form makes (create for a new entry, else update), or null. */
export function refusalOf<B>(writes: SaveWrites<B>, id: number | null): string | null {
  return (id === null ? writes.create : writes.update).error?.message ?? null;
}

/** The form's save: it creates or updates (see saveEntry), then says so and closes the form. */
export function useSaveEntry<B>(writes: SaveWrites<B>, id: number | null, onClose: () => void) {
  const { t } = useTranslation();
  const after = {
    onSuccess: () => {
      showToast('success', t('admin-tag.saved'));
      onClose();
    },
  };
  return {
    save: (body: B) => saveEntry(writes, id, body, after),
    saving: writes.create.isPending || writes.update.isPending,
    refusal: refusalOf(writes, id),
  };
}
