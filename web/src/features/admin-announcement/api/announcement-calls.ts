import {
  adminCreateAnnouncement,
  adminDeleteAnnouncement,
  adminGetAnnouncementList,
  adminUpdateAnnouncement,
  adminAnnouncementRules,
} from '@oj/shared/api/admin-announcement';
import { getCommonAnnouncement } from '@oj/shared/api/home';
import { uploadMdImg } from '@oj/shared/api/file';
import { callApi, type CallInput } from '../../../lib/api-client';
import { callKey, callQueryOptions, useCallMutation } from '../../../lib/call-query';

type CreateBody = NonNullable<CallInput<typeof adminCreateAnnouncement>['body']>;
type UpdateBody = NonNullable<CallInput<typeof adminUpdateAnnouncement>['body']>;

/** A write changes the admin list and the home page's list alike. */
const changed = [callKey(adminGetAnnouncementList), callKey(getCommonAnnouncement)];

/** GET /api/admin/announcement: ten a page (spec §9). */
export const announcementListQueryOptions = (currentPage: number) =>
  callQueryOptions(adminGetAnnouncementList, { currentPage, limit: adminAnnouncementRules.pageSize });

/** POST /api/admin/announcement. */
export const useCreateAnnouncement = () =>
  useCallMutation(adminCreateAnnouncement, {
    toInput: (body: CreateBody) => ({ body }),
    invalidates: changed,
    says: 'admin-announcement.list.posted',
  });

/** PUT /api/admin/announcement: title, content and the visible toggle. */
export const useUpdateAnnouncement = () =>
  useCallMutation(adminUpdateAnnouncement, {
    toInput: (body: UpdateBody) => ({ body }),
    invalidates: changed,
    says: 'admin-announcement.list.saved',
  });

/** DELETE /api/admin/announcement?aid=. */
export const useDeleteAnnouncement = () =>
  useCallMutation(adminDeleteAnnouncement, {
    toInput: (aid: number) => ({ query: { aid } }),
    invalidates: changed,
  });

/** POST /api/file/upload-md-img: a picture for the markdown, answered with its link. */
export function uploadAnnouncementImage(file: File) {
  const form = new FormData();
  form.append('image', file, file.name);
  return callApi(uploadMdImg, { form });
}
