import {
  adminCreateContestAnnouncement,
  adminDeleteContestAnnouncement,
  adminGetContestAnnouncementList,
  adminUpdateContestAnnouncement,
} from '@oj/shared/api/admin-contest-announcement';
import {
  contestAnnouncementRules,
  getContestAnnouncement,
  getContestNotReadAnnouncement,
} from '@oj/shared/api/contest-announcement';
import { callKey, callQueryOptions, useCallMutation } from '../../../lib/call-query';

export interface ContestAnnouncementFields {
  title: string;
  content: string;
  /** 0 shown to contestants, 1 hidden. */
  status: 0 | 1;
}

/** A write changes the admin list and what contestants read (their list and the unread poll). */
const changed = [
  callKey(adminGetContestAnnouncementList),
  callKey(getContestAnnouncement),
  callKey(getContestNotReadAnnouncement),
];

/** GET /api/admin/contest/announcement: ten a page (spec §9), hidden ones included. */
export const contestAnnouncementListQueryOptions = (cid: number, currentPage: number) =>
  callQueryOptions(adminGetContestAnnouncementList, {
    cid,
    currentPage,
    limit: contestAnnouncementRules.adminPageSize,
  });

/** POST /api/admin/contest/announcement. */
export const useCreateContestAnnouncement = (cid: number) =>
  useCallMutation(adminCreateContestAnnouncement, {
    toInput: (announcement: ContestAnnouncementFields) => ({ body: { cid, announcement } }),
    invalidates: changed,
    says: 'admin-contest-announcement.list.posted',
  });

/** PUT /api/admin/contest/announcement: title, content and the visible toggle. */
export const useUpdateContestAnnouncement = (cid: number) =>
  useCallMutation(adminUpdateContestAnnouncement, {
    toInput: (announcement: ContestAnnouncementFields & { id: number }) => ({ body: { cid, announcement } }),
    invalidates: changed,
    says: 'admin-contest-announcement.list.saved',
  });

/** DELETE /api/admin/contest/announcement?aid=. */
export const useDeleteContestAnnouncement = () =>
  useCallMutation(adminDeleteContestAnnouncement, {
    toInput: (aid: number) => ({ query: { aid } }),
    invalidates: changed,
  });
