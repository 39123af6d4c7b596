import {
  adminCreateNotice,
  adminDeleteNotice,
  adminGetNoticeList,
  adminNoticeRules,
  adminUpdateNotice,
  type NoticeAudience,
} from '@oj/shared/api/admin-notice';
import type { CallInput } from '../../../lib/api-client';
import { callKey, callQueryOptions, useCallMutation } from '../../../lib/call-query';

type CreateBody = NonNullable<CallInput<typeof adminCreateNotice>['body']>;
type UpdateBody = NonNullable<CallInput<typeof adminUpdateNotice>['body']>;

const changed = [callKey(adminGetNoticeList)];

/** GET /api/admin/msg/notice: ten a page, of one audience or all. */
export const noticeListQueryOptions = (currentPage: number, type: NoticeAudience | undefined) =>
  callQueryOptions(adminGetNoticeList, {
    currentPage,
    limit: adminNoticeRules.pageSize,
    ...(type ? { type } : {}),
  });

/** POST /api/admin/msg/notice. */
export const useCreateNotice = () =>
  useCallMutation(adminCreateNotice, {
    toInput: (body: CreateBody) => ({ body }),
    invalidates: changed,
    says: 'admin-notice.list.sent',
  });

/** PUT /api/admin/msg/notice. */
export const useUpdateNotice = () =>
  useCallMutation(adminUpdateNotice, {
    toInput: (body: UpdateBody) => ({ body }),
    invalidates: changed,
    says: 'admin-notice.list.saved',
  });

/** DELETE /api/admin/msg/notice?id=. */
export const useDeleteNotice = () =>
  useCallMutation(adminDeleteNotice, { toInput: (id: number) => ({ query: { id } }), invalidates: changed });
