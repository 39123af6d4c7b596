import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { problemTagsAndClassificationQueryOptions } from '../api/get-problem-tags-and-classification';
import { tagsById, toggleTag } from '../tag-lookup';
import { changeFilters, type ProblemListFilters } from '../url-state';
import { ChosenTags } from './chosen-tags';
import { DifficultyFilter } from './difficulty-filter';
import { KeywordSearch } from './keyword-search';
import { RandomProblemButton } from './random-problem-button';
import { SourceSelect } from './source-select';
import { TagDialog } from './tag-dialog';

interface FilterPanelProps {
  filters: ProblemListFilters;
  onChange: (filters: ProblemListFilters) => void;
  onReset: () => void;
  onOpenProblem: (problemId: string) => void;
  showTags: boolean;
  onShowTags: (show: boolean) => void;
}

/** Everything above the table: keyword, source, difficulty, tags, and the list's own switches. */
export function FilterPanel({
  filters,
  onChange,
  onReset,
  onOpenProblem,
  showTags,
  onShowTags,
}: FilterPanelProps) {
  const { t } = useTranslation();
  const [tagDialogOpen, setTagDialogOpen] = useState(false);
  const groups = useQuery(problemTagsAndClassificationQueryOptions(filters.oj)).data ?? [];
  const toggle = (tagId: number) =>
    onChange(changeFilters(filters, { tagIds: toggleTag(filters.tagIds, tagId) }));
  return (
    <section
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="problem-filters"
    >
      <div className="flex flex-col gap-2 sm:flex-row">
        <KeywordSearch
          key={filters.keyword}
          keyword={filters.keyword}
          onSearch={(keyword) => onChange(changeFilters(filters, { keyword }))}
        />
        <SourceSelect
          value={filters.oj}
          onChange={(oj) => onChange(changeFilters(filters, { oj, tagIds: [] }))}
        />
      </div>
      <DifficultyFilter
        value={filters.difficulty}
        onChange={(difficulty) => onChange(changeFilters(filters, { difficulty }))}
      />
      <div className="flex flex-wrap items-center gap-2">
        <span className="w-12 shrink-0 text-xs text-slate-500">{t('problem.list.tags')}</span>
        <ChosenTags tagIds={filters.tagIds} lookup={tagsById(groups)} onRemove={toggle} />
        <button
          type="button"
          className="rounded-full border border-dashed border-slate-300 px-3 py-1 text-xs text-slate-600 transition hover:border-blue-400 hover:text-blue-600"
          onClick={() => setTagDialogOpen(true)}
          data-testid="open-tag-dialog"
        >
          + {t('problem.list.chooseTags')}
        </button>
      </div>
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-3">
        <CheckboxField
          look="filter"
          label={t('problem.list.showTags')}
          checked={showTags}
          onChange={onShowTags}
          testId="show-tags"
        />
        <div className="ml-auto flex gap-2">
          <RandomProblemButton onPicked={onOpenProblem} />
          <Button variant="secondary" onClick={onReset} data-testid="reset-filters">
            {t('problem.list.reset')}
          </Button>
        </div>
      </div>
      <TagDialog
        open={tagDialogOpen}
        onClose={() => setTagDialogOpen(false)}
        groups={groups}
        chosen={filters.tagIds}
        onToggle={toggle}
      />
    </section>
  );
}
