import { useTranslation } from 'react-i18next';
import type { ProblemTagRow } from '@oj/shared/api/problem';
import { TagChip } from './tag-chip';

interface ChosenTagsProps {
  tagIds: number[];
  lookup: Map<number, ProblemTagRow>;
  onRemove: (tagId: number) => void;
}

/** The tags the list is filtered by, each with a button that takes it out of the filter. */
export function ChosenTags({ tagIds, lookup, onRemove }: ChosenTagsProps) {
  const { t } = useTranslation();
  if (tagIds.length === 0) return null;
  return (
    <ul className="flex flex-wrap items-center gap-1.5" data-testid="chosen-tags">
      {tagIds.map((id) => {
        const tag = lookup.get(id);
        const name = tag?.name ?? t('problem.list.unknownTag', { id });
        return (
          <li key={id}>
            <TagChip name={name} color={tag?.color ?? ''}>
              <button
                type="button"
                aria-label={t('problem.list.removeTag', { name })}
                className="-mr-0.5 rounded px-0.5 leading-none opacity-70 hover:opacity-100"
                onClick={() => onRemove(id)}
              >
                ✕
              </button>
            </TagChip>
          </li>
        );
      })}
    </ul>
  );
}
