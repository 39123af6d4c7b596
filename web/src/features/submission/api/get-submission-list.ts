import { keepPreviousData } from '@tanstack/react-query';
import { getSubmissionList } from '@oj/shared/api/submission';
import { callQueryOptions } from '../../../lib/call-query';
import type { SubmissionListQuery } from '../list/status-search';

/** GET /api/get-submission-list: one page of submissions, newest first. */
export const submissionListQueryOptions = (query: SubmissionListQuery) =>
  callQueryOptions(getSubmissionList, query, { placeholderData: keepPreviousData });
