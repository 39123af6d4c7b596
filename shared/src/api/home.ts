import * as z from 'zod';
import { defineCall, type CallDefinition } from './define-call';
import { booleanParam, noBody, noQuery, pageParams, pageSchema } from './params';
import { contestSummarySchema } from './contest';

/** Home page limits (spec §9). */
export const homeRules = {
  announcementPageSize: 5,
  maxPageSize: 100,
  recentUpdatedProblems: 5,
  recentAcRankDays: 7,
  recentAcRankSize: 10,
  lastWeekDays: 7,
} as const;

/** A carousel picture: where the image is, and optionally where a click leads. */
export const carouselItemSchema = z.object({
  id: z.string(),
  url: z.string(),
  link: z.string().nullable(),
});

export type CarouselItem = z.infer<typeof carouselItemSchema>;

export const getHomeCarousel = defineCall({
  module: 'home',
  method: 'GET',
  path: '/api/home-carousel',
  query: noQuery,
  body: noBody,
  response: z.array(carouselItemSchema),
});

/**
 * A contest row of the home page: the contest list's row (`contestSummarySchema`), for the site's
 * visible contests running now or starting within two weeks.
 */
export const recentContestSchema = contestSummarySchema;

export const getRecentContest = defineCall({
  module: 'home',
  method: 'GET',
  path: '/api/get-recent-contest',
  query: noQuery,
  body: noBody,
  response: z.array(recentContestSchema),
});

/**
 * A contest of another judge (Codeforces, AtCoder…) shown on the home page, linked by `url`. Nothing
 * here fetches other judges' calendars, so the list is empty (docs/api/home.md).
 */
export const otherContestSchema = z.object({
  oj: z.string(),
  title: z.string(),
  url: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  duration: z.number(),
});

/** A contest on another judge's calendar (`duration` in seconds). */
export type OtherContest = z.infer<typeof otherContestSchema>;

export const getRecentOtherContest = defineCall({
  module: 'home',
  method: 'GET',
  path: '/api/get-recent-other-contest',
  query: noQuery,
  body: noBody,
  response: z.array(otherContestSchema),
});

export const announcementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  /** Author's username. */
  username: z.string(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});

export type Announcement = z.infer<typeof announcementSchema>;

export const getCommonAnnouncement = defineCall({
  module: 'home',
  method: 'GET',
  path: '/api/get-common-announcement',
  query: z.object({
    ...pageParams(homeRules.maxPageSize, homeRules.announcementPageSize),
  }),
  body: noBody,
  /** Newest first. */
  response: pageSchema(announcementSchema),
});

export const recentAcRankRowSchema = z.object({
  uid: z.string(),
  username: z.string(),
  /** The user's `number` when it styles the name (`vip1`–`vip3`, spec §2), else null. */
  number: z.string().nullable(),
  avatar: z.string().nullable(),
  nickname: z.string(),
  titleName: z.string(),
  titleColor: z.string(),
  /** Accepted submissions over the last seven days. */
  ac: z.number().int(),
});

export const getRecentSevenAcRank = defineCall({
  module: 'home',
  method: 'GET',
  path: '/api/get-recent-seven-ac-rank',
  query: noQuery,
  body: noBody,
  response: z.array(recentAcRankRowSchema),
});

export const getLastWeekSubmissionStatistics = defineCall({
  module: 'home',
  method: 'GET',
  path: '/api/get-last-week-submission-statistics',
  query: z.object({ forceRefresh: booleanParam.optional() }),
  body: noBody,
  /** Seven UTC days, oldest first, today last; the three lists line up. */
  response: z.object({
    dateStrList: z.array(z.string()),
    acCountList: z.array(z.number().int()),
    totalCountList: z.array(z.number().int()),
  }),
});

export const recentUpdatedProblemSchema = z.object({
  pid: z.number().int(),
  problemId: z.string(),
  title: z.string(),
  /** 0 ACM, 1 OI. */
  type: z.number().int(),
  difficulty: z.number().int(),
  /** When the problem was last changed (ISO 8601). */
  gmtModified: z.string(),
});

export const getRecentUpdatedProblem = defineCall({
  module: 'home',
  method: 'GET',
  path: '/api/get-recent-updated-problem',
  query: noQuery,
  body: noBody,
  response: z.array(recentUpdatedProblemSchema),
});

/** Home page calls of the site area: carousel, recent contests, announcements, statistics, ranks. */
export const homeCalls: readonly CallDefinition[] = [
  getHomeCarousel,
  getRecentContest,
  getRecentOtherContest,
  getCommonAnnouncement,
  getRecentSevenAcRank,
  getLastWeekSubmissionStatistics,
  getRecentUpdatedProblem,
];
