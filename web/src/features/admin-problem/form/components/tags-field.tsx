import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Select } from '../../../../components/ui/select';
import { showToast } from '../../../../lib/toast-store';
import { allTagsQueryOptions } from '../api/get-all-tags';
import type { TagChoice } from '../problem-form-values';
import { FieldProblemText, inputClass } from './form-section';

interface TagsFieldProps {
  tags: TagChoice[];
  onChange: (tags: TagChoice[]) => void;
  problem?: string | null;
}

/** Tags: an existing one from the list, or a new name; the same tag twice is refused with a warning. */
export function TagsField({ tags, onChange, problem }: TagsFieldProps) {
  const { t } = useTranslation();
  const { data: allTags = [] } = useQuery(allTagsQueryOptions());
  const [newName, setNewName] = useState('');

  const add = (tag: TagChoice) => {
    const name = tag.name.trim();
    if (!name) return;
    const duplicate = tags.some(
      (chosen) =>
        (tag.id !== undefined && chosen.id === tag.id) || chosen.name.toLowerCase() === name.toLowerCase(),
    );
    if (duplicate) {
      showToast('warning', t('admin-problem.form.tags.duplicate', { name }));
      return;
    }
    const existing =
      tag.id === undefined
        ? allTags.find((known) => known.name.toLowerCase() === name.toLowerCase())
        : undefined;
    onChange([...tags, existing ? { id: existing.id, name: existing.name } : { ...tag, name }]);
  };

  return (
    <div className="mb-4" data-testid="tags-field">
      <span className="mb-2 block text-sm text-slate-600">{t('admin-problem.form.fields.tags')}</span>
      <ul className="mb-2 flex flex-wrap gap-2" data-testid="chosen-tags">
        {tags.map((tag) => (
          <li
            key={`${tag.id ?? 'new'}-${tag.name}`}
            className="flex items-center gap-1 rounded-full bg-blue-50 px-3 py-1 text-sm text-blue-700"
          >
            {tag.name}
            <button
              type="button"
              aria-label={t('admin-problem.form.tags.remove', { name: tag.name })}
              className="ml-1 text-blue-400 hover:text-blue-700"
              onClick={() => onChange(tags.filter((chosen) => chosen !== tag))}
            >
              ✕
            </button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-end gap-3">
        <Select
          label={t('admin-problem.form.tags.choose')}
          value={0}
          options={[{ value: 0, label: '—' }, ...allTags.map((tag) => ({ value: tag.id, label: tag.name }))]}
          onChange={(id) => {
            const tag = allTags.find((known) => known.id === id);
            if (tag) add({ id: tag.id, name: tag.name });
          }}
          size="lg"
          data-testid="tag-choose"
        />
        <label className="block">
          <span className="mb-1 block text-sm text-slate-600">{t('admin-problem.form.tags.newName')}</span>
          <input
            value={newName}
            onChange={(event) => setNewName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add({ name: newName });
                setNewName('');
              }
            }}
            className={inputClass}
            data-testid="tag-new"
          />
        </label>
        <Button
          variant="secondary"
          onClick={() => {
            add({ name: newName });
            setNewName('');
          }}
          data-testid="tag-add"
        >
          {t('admin-problem.form.tags.add')}
        </Button>
      </div>
      <FieldProblemText text={problem} testId="problem-tags" />
    </div>
  );
}
