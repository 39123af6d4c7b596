import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { judgeStatusStyles } from '../../../lib/judge-status-style';
import type { StatusSearch } from '../list/status-search';

interface SubmissionFiltersProps {
  search: StatusSearch;
  onlyMine: boolean;
  /** Spec §6: the mine/all switch is for admin roles only. */
  showMineSwitch: boolean;
  refreshing: boolean;
  onChange: (change: Partial<StatusSearch>) => void;
  onRefresh: () => void;
}

const inputClass =
  'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm outline-none focus:border-blue-500 focus:ring-2 focus:ring-blue-100';

/** The filter bar: mine/all, status, problem id, author, refresh. Any change starts at page 1. */
export function SubmissionFilters(props: SubmissionFiltersProps) {
  const { search, onlyMine, showMineSwitch, refreshing, onChange, onRefresh } = props;
  const { t } = useTranslation();
  const [problemID, setProblemID] = useState(search.problemID ?? '');
  const [username, setUsername] = useState(search.username ?? '');

  function applyTexts(event: FormEvent): void {
    event.preventDefault();
    onChange({ problemID: problemID.trim() || undefined, username: username.trim() || undefined });
  }

  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={applyTexts}
      data-testid="submission-filters"
    >
      {showMineSwitch ? (
        <div className="inline-flex overflow-hidden rounded-md border border-slate-300 text-sm" role="group">
          {[false, true].map((mine) => (
            <button
              key={String(mine)}
              type="button"
              data-testid={mine ? 'filter-mine' : 'filter-all'}
              aria-pressed={onlyMine === mine}
              className={`px-3 py-1.5 ${onlyMine === mine ? 'bg-blue-600 text-white' : 'bg-white text-slate-600 hover:bg-slate-50'}`}
              onClick={() => onChange({ onlyMine: mine })}
            >
              {t(mine ? 'submission.filters.mine' : 'submission.filters.all')}
            </button>
          ))}
        </div>
      ) : null}
      <Select<number | ''>
        label={t('submission.filters.status')}
        labelPlacement="hidden"
        data-testid="filter-status"
        value={search.status ?? ''}
        options={[
          { value: '', label: t('submission.filters.allStatus') },
          ...judgeStatusStyles.map((style) => ({
            value: style.code as number,
            label: t(`judgeStatus.${style.nameKey}`),
          })),
        ]}
        onChange={(status) => onChange({ status: status === '' ? undefined : status })}
      />
      <input
        className={`${inputClass} w-32`}
        data-testid="filter-problem"
        placeholder={t('submission.filters.problemId')}
        value={problemID}
        onChange={(event) => setProblemID(event.target.value)}
      />
      <input
        className={`${inputClass} w-32`}
        data-testid="filter-author"
        placeholder={t('submission.filters.author')}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <Button type="submit" variant="secondary" className="py-1.5">
        {t('submission.filters.search')}
      </Button>
      <Button
        variant="secondary"
        className="py-1.5"
        onClick={onRefresh}
        disabled={refreshing}
        data-testid="refresh-list"
      >
        {t('submission.filters.refresh')}
      </Button>
    </form>
  );
}
