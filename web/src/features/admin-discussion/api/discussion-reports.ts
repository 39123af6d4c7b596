import { keepPreviousData } from '@tanstack/react-query';
import {
  adminDiscussionRules,
  adminGetDiscussionReports,
  adminUpdateDiscussionReport,
} from '@oj/shared/api/admin-discussion';
import { callKey, callQueryOptions, useCallMutation } from '../../../lib/call-query';

/** GET /api/admin/discussion-report: ten a page, unhandled first, then newest. */
export const discussionReportsQueryOptions = (currentPage: number) =>
  callQueryOptions(
    adminGetDiscussionReports,
    { currentPage, limit: adminDiscussionRules.reportPageSize },
    { staleTime: 0, placeholderData: keepPreviousData },
  );

/** PUT /api/admin/discussion-report `{id, status}`: handled or not (the reporter is told once handled). */
export const useMarkReportHandled = () =>
  useCallMutation(adminUpdateDiscussionReport, {
    toInput: (body: { id: number; status: boolean }) => ({ body }),
    invalidates: [callKey(adminGetDiscussionReports)],
  });
