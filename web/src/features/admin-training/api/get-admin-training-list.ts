import { keepPreviousData } from '@tanstack/react-query';
import { adminGetTrainingList, adminTrainingRules } from '@oj/shared/api/admin-training';
import { callQueryOptions } from '../../../lib/call-query';

/** GET /api/admin/training/get-training-list: ten a page by rank (every one for the super admin). */
export const adminTrainingListQueryOptions = (keyword: string, currentPage: number) =>
  callQueryOptions(
    adminGetTrainingList,
    { keyword: keyword || undefined, currentPage, limit: adminTrainingRules.pageSize },
    { placeholderData: keepPreviousData },
  );
