import * as z from 'zod';
import { answeredForPut, defineCall } from './define-call';
import { noBody, noQuery } from './params';

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
 * The API service and the machine answering (the contract's general system info). This site has no
 * service registry: `nacos.status` is `UP` because the answering function is up, and `backupService`
 * lists that one instance as the contract's service instance (an API Gateway + Lambda deployment
 * starts and stops its instances itself), with the API areas it serves. The loads are the machine's:
 * the one-minute load average over its cores, and the memory in use.
 */
export const serviceInfoSchema = z.object({
  nacos: z.object({ status: z.literal('UP'), registry: z.literal('none') }),
  backupCores: z.number().int().positive(),
  backupService: z.array(
    z.object({
      serviceId: z.string(),
      /** The instance: the function's name and its process. */
      instanceId: z.string(),
      /** The instance's address. */
      host: z.string(),
      /** None: a Lambda function is invoked by API Gateway, it listens on no port of its own. */
      port: z.null(),
      /** Whether a protection threshold is tripped (a service registry's notion): never here. */
      secure: z.literal(false),
      /** `nacos.healthy` is `true`: the instance answering is serving; `areas` the API areas it serves. */
      metadata: z.object({ 'nacos.healthy': z.literal('true'), areas: z.string() }),
      /** Node.js version of the instance. */
      runtime: z.string(),
      /** Seconds since the instance started. */
      uptimeSeconds: z.number().int().min(0),
      /** The instance's own resident memory, in MiB. */
      memoryMiB: z.number().int().min(0),
    }),
  ),
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
