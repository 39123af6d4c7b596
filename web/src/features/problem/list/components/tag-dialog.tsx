import { useTranslation } from 'react-i18next';
import { Modal } from '../../../../components/ui/modal';
import { Button } from '../../../../components/ui/button';
import type { TagGroup } from '../tag-lookup';

interface TagDialogProps {
  open: boolean;
  onClose: () => void;
  groups: readonly TagGroup[];
  chosen: readonly number[];
  onToggle: (tagId: number) => void;
}

/** The classification list of spec §2: every classification with its tags, each a filter toggle. */
export function TagDialog({ open, onClose, groups, chosen, onToggle }: TagDialogProps) {
  const { t } = useTranslation();
  const filled = groups.filter((group) => group.tagList.length > 0);
  return (
    <Modal open={open} onClose={onClose} title={t('problem.list.tagDialogTitle')}>
      <div data-testid="tag-dialog">
        <p className="mb-4 text-xs text-slate-500">{t('problem.list.tagDialogHint')}</p>
        {filled.length === 0 && (
          <p className="py-6 text-center text-sm text-slate-400">{t('problem.list.noTags')}</p>
        )}
        {filled.map((group) => (
          <section key={group.classification?.id ?? 'none'} className="mb-4">
            <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-500">
              {group.classification?.name ?? t('problem.list.unclassified')}
            </h3>
            <div className="flex flex-wrap gap-1.5">
              {group.tagList.map((tag) => {
                const isChosen = chosen.includes(tag.id);
                return (
                  <button
                    key={tag.id}
                    type="button"
                    aria-pressed={isChosen}
                    onClick={() => onToggle(tag.id)}
                    className={`rounded-md border px-2 py-1 text-xs transition ${
                      isChosen
                        ? 'border-blue-600 bg-blue-600 text-white'
                        : 'border-slate-200 bg-white text-slate-700 hover:border-blue-300 hover:text-blue-600'
                    }`}
                  >
                    {tag.name}
                  </button>
                );
              })}
            </div>
          </section>
        ))}
        <div className="mt-2 flex justify-end">
          <Button onClick={onClose}>{t('problem.list.done')}</Button>
        </div>
      </div>
    </Modal>
  );
}
