import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TrainingView } from '@oj/shared/api/training';
import { trainingRules } from '@oj/shared/domain/training';
import { ListCard } from '../../../../components/ui/list-card';
import { trainingCategoryQueryOptions } from '../../api/get-training-category';
import { trainingListQueryOptions } from '../../api/get-training-list';
import { categoriesOfMode, listedCategoryId } from '../course-pack';
import { changeTrainingFilters, type TrainingListFilters } from '../url-state';
import { TrainingFilters } from './training-filters';
import { TrainingModeTabs } from './training-mode-tabs';
import { TrainingTable } from './training-table';

interface TrainingListProps {
  filters: TrainingListFilters;
  onFilters: (next: TrainingListFilters) => void;
  /** The viewer's uid (null for a visitor): the rows carry their solved counts and locks. */
  uid: string | null;
  onOpen: (training: TrainingView) => void;
}

/**
 * /training (spec part 2 §2 "Trainings"): the course packs, one pack at a time in its order with
 * each training's lock, or the general trainings by category and access; the keyword in both.
 */
export function TrainingList({ filters, onFilters, uid, onOpen }: TrainingListProps) {
  const { t } = useTranslation();
  const categories = useQuery(trainingCategoryQueryOptions(uid));
  const pack = filters.mode === 'pack';
  const modeCategories = categoriesOfMode(categories.data ?? [], pack);
  const categoryId = listedCategoryId(filters.mode, filters.categoryId, modeCategories);
  // Pack mode waits for the packs (it lists one); with no pack at all there is nothing to list.
  const waitingForPacks = pack && categoryId === null;
  const list = useQuery({
    ...trainingListQueryOptions({ ...filters, categoryId }, uid),
    enabled: !waitingForPacks,
  });
  const total = waitingForPacks ? 0 : (list.data?.total ?? 0);
  let empty = t('training.list.empty');
  if (pack && categories.isSuccess && modeCategories.length === 0) empty = t('training.list.noPack');
  else if (list.isError && !list.data) empty = t('training.list.loadFailed');
  const change = (next: Partial<Omit<TrainingListFilters, 'currentPage'>>) =>
    onFilters(changeTrainingFilters(filters, next));
  return (
    <div className="space-y-4" data-testid="training-list" data-mode={filters.mode}>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-semibold text-slate-800">{t('training.list.title')}</h1>
        <div className="ml-auto">
          <TrainingModeTabs mode={filters.mode} onMode={(mode) => change({ mode })} />
        </div>
      </div>
      <TrainingFilters
        filters={filters}
        categories={modeCategories}
        listedCategoryId={categoryId}
        onChange={change}
      />
      <ListCard
        heading={t(`training.list.modes.${filters.mode}`)}
        hint={pack ? t('training.list.packHint') : undefined}
        testId="training-list-card"
        paging={{
          total,
          totalText: t('training.list.total', { count: total }),
          currentPage: filters.currentPage,
          pageSize: trainingRules.listPageSize,
          onPage: (currentPage) => onFilters({ ...filters, currentPage }),
        }}
      >
        <TrainingTable
          rows={waitingForPacks ? [] : (list.data?.records ?? [])}
          loading={(waitingForPacks && categories.isPending) || (!waitingForPacks && list.isPending)}
          emptyText={empty}
          loggedIn={uid !== null}
          onOpen={onOpen}
        />
      </ListCard>
    </div>
  );
}
