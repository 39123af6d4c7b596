import * as z from 'zod';
import { defineCall } from './define-call';
import { noBody, noQuery } from './params';

/** A judge worker that reported in the last minute, with the languages it compiles. */
export const judgeWorkerSchema = z.object({
  workerId: z.string(),
  languages: z.array(z.string()),
  /** When it last reported, ISO time. */
  lastSeen: z.string(),
});

/** One login: who, from where, with which browser, when (the contract's `Session`). */
export const loginSessionSchema = z.object({
  id: z.string(),
  uid: z.string(),
  username: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});

export type LoginSession = z.infer<typeof loginSessionSchema>;

/**
 * The dashboard's figures: the contract's `userNum`, `recentContestNum`, `todayJudgeNum`, and what
 * the admin area issue adds (problems, the week's submissions, the judge, recent logins and
 * contests, the last 14 days).
 */
export const dashboardInfoSchema = z.object({
  userNum: z.number().int(),
  recentContestNum: z.number().int(),
  todayJudgeNum: z.number().int(),
  problemNum: z.number().int(),
  weekJudgeNum: z.number().int(),
  judgeQueueDepth: z.number().int(),
  workers: z.array(judgeWorkerSchema),
  recentLogins: z.array(loginSessionSchema),
  recentContests: z.array(
    z.object({ id: z.string(), title: z.string(), startTime: z.string(), endTime: z.string() }),
  ),
  /** Oldest first, one entry per day (UTC+8), today last. */
  submissionsByDay: z.array(z.object({ date: z.string(), count: z.number().int() })),
});

export type DashboardInfo = z.infer<typeof dashboardInfoSchema>;

export const getDashboardInfo = defineCall({
  module: 'admin-dashboard',
  method: 'GET',
  path: '/api/admin/dashboard/get-dashboard-info',
  query: noQuery,
  body: noBody,
  response: dashboardInfoSchema,
});

/**
 * The caller's previous login (shown as "Last login"): the second newest of their sessions, or the
 * only one. The body (a bare uid in the original client) is ignored.
 */
export const getSessions = defineCall({
  module: 'admin-dashboard',
  method: 'POST',
  path: '/api/admin/dashboard/get-sessions',
  query: noQuery,
  body: noBody,
  response: loginSessionSchema.nullable(),
});

/** The admin dashboard's figures and the last login. */
export const adminDashboardCalls = [getDashboardInfo, getSessions] as const;
