import * as z from 'zod';
import { answeredForPut, defineCall } from './define-call';
import { noBody, noQuery } from './params';
import { apiAreas } from './areas';

/** A percentage as the contract writes it: two decimals and a percent sign ("12.50%"). */
const percentText = z.string().regex(/^\d+\.\d{2}%$/);

/** A judge worker that reported in the last minute: its name, where it runs, its languages and load. */
export const judgeWorkerSchema = z.object({
  workerId: z.string(),
  languages: z.array(z.string()),
  /** When it last reported, ISO time. */
  lastSeen: z.string(),
  /** The address of its machine or Fargate task. */
  address: z.string(),
  cpuCores: z.number().int().min(0),
  /** Submissions it judges at once. */
  slots: z.number().int().min(0),
  percentCpuLoad: percentText,
  percentMemoryLoad: percentText,
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

/**
 * What an API area function is doing, from its instances' reports to the service registry:
 * - `healthy`: an instance reported in the last two minutes and fewer than a quarter of the requests
 *   of its latest reports answered a server error;
 * - `failing`: an instance reported in the last two minutes and a quarter or more did;
 * - `idle`: no instance reported in the last two minutes. A Lambda function that gets no request has
 *   no instance running: that is normal, and its next request starts one;
 * - `notSeen`: no instance of it has ever reported (a new deployment whose area no one has called).
 */
export const apiAreaStates = ['healthy', 'failing', 'idle', 'notSeen'] as const;

export type ApiAreaState = (typeof apiAreaStates)[number];

/** A warm instance of an area function, as its latest report to the registry says. */
export const apiInstanceSchema = z.object({
  /** The Lambda execution environment (its log stream's id), or the host and process locally. */
  instanceId: z.string(),
  functionName: z.string(),
  /** The address of the machine it runs on. */
  host: z.string(),
  /** Node.js version. */
  runtime: z.string(),
  /** The memory the function is given, and the instance's own resident memory, in MiB. */
  memoryLimitMiB: z.number().int().min(0),
  memoryMiB: z.number().int().min(0),
  /** ISO times: its process started; its latest report. */
  startedAt: z.string(),
  lastSeen: z.string(),
  /** Requests received and server errors (HTTP 5xx) answered since it started. */
  requests: z.number().int().min(0),
  serverErrors: z.number().int().min(0),
  /** The same since its report before the latest (a minute or more of its work). */
  recentRequests: z.number().int().min(0),
  recentServerErrors: z.number().int().min(0),
});

export type ApiInstance = z.infer<typeof apiInstanceSchema>;

/**
 * The API as a service registry sees it (the contract's general system info): `backupService` has
 * one row per API area function, in the contract's service instance shape, with what its instances
 * report (`instances`: those that reported in the last two minutes). The first row is the area
 * answering (admin), the one whose machine the loads are of: the original client shows
 * `backupCores` and the loads on that row. `nacos.healthy` is `false` only for a failing area: an
 * idle or unseen function is not down.
 */
export const serviceInfoSchema = z.object({
  /** The registry (the table) answered. */
  nacos: z.object({ status: z.literal('UP'), registry: z.literal('dynamodb') }),
  /** The answering machine's cores. */
  backupCores: z.number().int().positive(),
  backupService: z.array(
    z.object({
      /** The area, which names its function. */
      serviceId: z.enum(apiAreas),
      /** The instance that reported last, of those serving; null when none is. */
      instanceId: z.string().nullable(),
      /** That instance's address; null when none is serving. */
      host: z.string().nullable(),
      /** None: a Lambda function is invoked by API Gateway, it listens on no port of its own. */
      port: z.null(),
      /** Whether a protection threshold is tripped (a service registry's notion): never here. */
      secure: z.literal(false),
      /** As a registry's metadata, all text: the health the original client reads, and the area's state. */
      metadata: z.object({
        'nacos.healthy': z.enum(['true', 'false']),
        state: z.enum(apiAreaStates),
        instanceCount: z.string(),
      }),
      state: z.enum(apiAreaStates),
      /** ISO time of the latest report of any instance of the last hour; null when none. */
      lastSeen: z.string().nullable(),
      /** ISO time of the first report ever; null when not seen. */
      firstSeen: z.string().nullable(),
      /** Instances started since first seen (one report each at their first request). */
      instancesStarted: z.number().int().min(0),
      /** The serving instances' recent requests and server errors, summed. */
      recentRequests: z.number().int().min(0),
      recentServerErrors: z.number().int().min(0),
      instances: z.array(apiInstanceSchema),
    }),
  ),
  /** The answering machine's one-minute load average over its cores, and its memory in use. */
  backupPercentCpuLoad: percentText,
  backupPercentMemoryLoad: percentText,
});

export type ServiceInfo = z.infer<typeof serviceInfoSchema>;

export const getServiceInfo = defineCall({
  module: 'admin-dashboard',
  method: 'GET',
  path: '/api/admin/config/get-service-info',
  query: noQuery,
  body: noBody,
  response: serviceInfoSchema,
});

export const getServiceInfoByPut = answeredForPut(getServiceInfo);

/** The admin dashboard's figures, the last login and the API service's figures. */
export const adminDashboardCalls = [
  getDashboardInfo,
  getSessions,
  getServiceInfo,
  getServiceInfoByPut,
] as const;
