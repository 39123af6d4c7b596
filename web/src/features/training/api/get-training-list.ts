import { keepPreviousData } from '@tanstack/react-query';
import { getTrainingList } from '@oj/shared/api/training';
import { trainingRules } from '@oj/shared/domain/training';
import { callQueryOptions } from '../../../lib/call-query';

export interface TrainingListQuery {
  keyword: string;
  categoryId: number | null;
  auth: 'Public' | 'Private' | null;
  currentPage: number;
}

/**
 * One page of trainings (100, spec §9) by rank. Keyed by the viewer: the rows carry their solved
 * count and lock. Read again on every visit, so a solved problem shows when the student comes back.
 */
export const trainingListQueryOptions = (query: TrainingListQuery, uid: string | null) =>
  callQueryOptions(
    getTrainingList,
    {
      currentPage: query.currentPage,
      limit: trainingRules.listPageSize,
      keyword: query.keyword || undefined,
      categoryId: query.categoryId ?? undefined,
      auth: query.auth ?? undefined,
    },
    { staleTime: 0, placeholderData: keepPreviousData, alsoKeyedBy: uid },
  );
