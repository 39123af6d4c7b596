import { cachedFor } from '../../data/cached-for';
import { readNoticeHead } from '../../data/notices/notice-head';

/**
 * The notices' head as the unread poll reads it: at most once per 10 s per warm function, so a new
 * notice shows in the unread count within 10 s, and the poll of every logged-in client costs one
 * GetItem of its own counter.
 */
export const noticeHead = cachedFor(10_000, readNoticeHead);
