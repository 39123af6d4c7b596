import { keepPreviousData } from '@tanstack/react-query';
import { getTrainingRank } from '@oj/shared/api/training-rank';
import { trainingRules } from '@oj/shared/domain/training';
import { callQueryOptions } from '../../../lib/call-query';

/** GET /api/get-training-rank: 30 a page (spec §9), by solved count then total run time. */
export const trainingRankQueryOptions = (tid: number, currentPage: number, keyword: string) =>
  callQueryOptions(
    getTrainingRank,
    { tid, currentPage, limit: trainingRules.rankPageSize, keyword: keyword || undefined },
    { staleTime: 10_000, placeholderData: keepPreviousData },
  );
