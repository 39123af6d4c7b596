import { keepPreviousData } from '@tanstack/react-query';
import { adminGetTrainingProblemList } from '@oj/shared/api/admin-training-problem';
import { callQueryOptions } from '../../../lib/call-query';

/** The training's own problems in its order (`queryExisted=true`), every one on one page. */
export const trainingOwnProblemsQueryOptions = (tid: number) =>
  callQueryOptions(adminGetTrainingProblemList, { tid, queryExisted: 'true', currentPage: 1, limit: 100 });

/** Public problems not yet in the training (`queryExisted=false`), ten a page, by keyword. */
export const publicProblemsQueryOptions = (tid: number, keyword: string, currentPage: number) =>
  callQueryOptions(
    adminGetTrainingProblemList,
    { tid, queryExisted: 'false', keyword: keyword || undefined, currentPage, limit: 10 },
    { placeholderData: keepPreviousData },
  );
