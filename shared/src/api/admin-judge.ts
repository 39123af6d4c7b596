import * as z from 'zod';
import { answeredForPut, defineCall } from './define-call';
import { noBody, noQuery, optionalParam } from './params';
import { manualJudgeStatuses, submissionRules, submissionRowSchema } from './submission';
import { schemaRule } from '../domain/schema-rules';

const submitIdParam = z.coerce.number().int().positive();

/** Judge the submission again in a new round: pending, its old verdict taken back out of the counts. */
export const adminRejudge = defineCall({
  module: 'admin-judge',
  method: 'GET',
  path: '/api/admin/judge/rejudge',
  query: z.object({ submitId: submitIdParam }),
  body: noBody,
  response: submissionRowSchema,
});

/**
 * Set a verdict and a score by hand (spec §4); not while the submission compiles or is judged, nor on
 * a compile error. The row is marked `isManual`.
 */
export const adminManualJudge = defineCall({
  module: 'admin-judge',
  method: 'GET',
  path: '/api/admin/judge/manual-judge',
  query: z.object({
    submitId: submitIdParam,
    status: z.coerce
      .number()
      .int()
      .refine(
        (status) => (manualJudgeStatuses as readonly number[]).includes(status),
        schemaRule('fieldNotOneOf', { options: manualJudgeStatuses.join(', ') }),
      ),
    score: optionalParam(z.coerce.number().int().min(0).max(submissionRules.manualScoreMax)),
  }),
  body: noBody,
  response: submissionRowSchema,
});

/** Stop judging a submission: status -4 cancelled; a worker still judging it drops its verdict. */
export const adminCancelJudge = defineCall({
  module: 'admin-judge',
  method: 'GET',
  path: '/api/admin/judge/cancel-judge',
  query: z.object({ submitId: submitIdParam }),
  body: noBody,
  response: submissionRowSchema,
});

const percentText = z.string().regex(/^\d+\.\d{2}%$/);

/**
 * One judge worker as the contract's judge server entry: the service instance the original client
 * reads (`service.metadata.judgeName`, `service.host`, `service.port`, `service.metadata['nacos.healthy']`)
 * and the figures the worker reports (`cpuCores`, `percentCpuLoad`, `percentMemoryLoad`), with its
 * languages and when it last reported.
 */
export const judgeServiceEntrySchema = z.object({
  service: z.object({
    serviceId: z.literal('judge'),
    instanceId: z.string(),
    /** The address of the worker's machine or Fargate task. */
    host: z.string(),
    /** None: a worker polls the judge queue, it listens on no port. */
    port: z.null(),
    /** Whether a protection threshold is tripped (a service registry's notion): never here. */
    secure: z.literal(false),
    metadata: z.object({
      judgeName: z.string(),
      /** `true` for a worker that reported in the last minute, `false` for one silent since. */
      'nacos.healthy': z.enum(['true', 'false']),
      /** Submissions it judges at once, as text (the original's registry metadata is text). */
      maxTaskNum: z.string(),
    }),
  }),
  cpuCores: z.number().int().min(0),
  percentCpuLoad: percentText,
  percentMemoryLoad: percentText,
  languages: z.array(z.string()),
  /** When it last reported, ISO time. */
  lastSeen: z.string(),
});

export type JudgeServiceEntry = z.infer<typeof judgeServiceEntrySchema>;

/**
 * The judge service (the contract's list of judge servers): every worker that reported in the last
 * ten minutes, healthy when it reported in the last minute. The queue's depth is on the dashboard.
 */
export const getJudgeServiceInfo = defineCall({
  module: 'admin-judge',
  method: 'GET',
  path: '/api/admin/config/get-judge-service-info',
  query: noQuery,
  body: noBody,
  response: z.array(judgeServiceEntrySchema),
});

export const getJudgeServiceInfoByPut = answeredForPut(getJudgeServiceInfo);

/**
 * Judge every submission of a problem again, as a `rejudge-problem` job (`admin-job.ts`): answers the
 * job's id at once, and the admin polls `GET /api/admin/job` for its progress and result.
 */
export const adminRejudgeProblem = defineCall({
  module: 'admin-judge',
  method: 'GET',
  path: '/api/admin/judge/rejudge-problem',
  query: z.object({ pid: z.coerce.number().int().positive() }),
  body: noBody,
  response: z.object({ jobId: z.string() }),
});

/**
 * Judge every submission made to a problem in one contest again (spec part 2: the contest's Rejudge
 * tab), as a `rejudge-problem` job limited to the contest: every figure the verdicts moved (the
 * board, the problem's counts in the contest, the balloons) moves with them. Answers the job's id.
 */
export const adminRejudgeContestProblem = defineCall({
  module: 'admin-judge',
  method: 'GET',
  path: '/api/admin/judge/rejudge-contest-problem',
  query: z.object({ cid: z.coerce.number().int().positive(), pid: z.coerce.number().int().positive() }),
  body: noBody,
  response: z.object({ jobId: z.string() }),
});

/**
 * What a `rejudge-problem` job asks: the problem, the newest submission it covers and, for a
 * contest's rejudge, the contest (its submissions are in the contest's own index partition).
 */
export const rejudgeProblemInputSchema = z.object({
  pid: z.number().int().positive(),
  /** Submissions up to this id are rejudged; later ones are judged against the new data anyway. */
  upToSubmitId: z.number().int().min(0),
  /** The contest whose submissions of the problem are rejudged; absent: those made outside contests. */
  cid: z.number().int().positive().optional(),
});
export type RejudgeProblemInput = z.infer<typeof rejudgeProblemInputSchema>;

/** A done `rejudge-problem` job's result; its progress counts submissions. */
export const rejudgeProblemResultSchema = z.object({
  /** Submissions of the problem the job covered. */
  total: z.number().int().min(0),
  /** Sent back to the judges (or, for a quiz paper, graded again at once). */
  rejudged: z.number().int().min(0),
  /** Left as they were: a judge or an admin kept changing them while the job tried. */
  skipped: z.number().int().min(0),
});
export type RejudgeProblemResult = z.infer<typeof rejudgeProblemResultSchema>;

/** Super admin calls on judging: rejudge, manual judge, cancel. */
export const adminJudgeCalls = [
  adminRejudge,
  adminManualJudge,
  adminCancelJudge,
  getJudgeServiceInfo,
  getJudgeServiceInfoByPut,
  adminRejudgeProblem,
  adminRejudgeContestProblem,
] as const;
