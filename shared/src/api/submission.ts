import * as z from 'zod';
import { judgeCaseModes } from '../judge/judge-status';
import { defineCall } from './define-call';
import {
  booleanParam,
  maxPageNumber,
  noBody,
  noQuery,
  pageNumberParam,
  pageSchema,
  problemRefParam,
  refuseScopeConflict,
  scopeIdParam,
  optionalParam,
} from './params';
import { schemaRule } from '../domain/schema-rules';

/** Limits of submitting and of the submission screens (spec §5, §9). */
export const submissionRules = {
  codeMaxLength: 65_535,
  testInputMaxLength: 1000,
  /** An Online Test's expected output is bounded like the code. */
  expectedOutputMaxLength: 65_535,
  /** A user may submit at most once in this interval (a bot guard). */
  submitIntervalMs: 5_000,
  listDefaultLimit: 15,
  /** The pager's size choices (spec §9); any size up to the largest is accepted. */
  listPageSizes: [10, 15, 30, 50, 100],
  listMaxLimit: 100,
  /** Deepest page number a list accepts. */
  listMaxPage: maxPageNumber,
  /** Submissions one status poll may name: a whole list page of the largest size. */
  statusCheckMaxIds: 100,
  /** What a quiz paper's submissions are stored with as their language. */
  quizLanguage: 'Quiz',
  /** Highest score a super admin may set by hand. */
  manualScoreMax: 10_000,
  /** Characters of a case's input and answer shown beside its result. */
  caseDataHeadLength: 256,
  /** Judge jobs (submissions and Online Tests) one user may have waiting or running at once. */
  maxJobsInFlightPerUser: 2,
} as const;

/**
 * What is wrong with submitted code under spec §5, or undefined: the web app checks before sending
 * and the server again, with the same messages.
 */
export function codeProblem(code: string): 'empty' | 'tooLong' | undefined {
  if (code.trim() === '') return 'empty';
  if (code.length > submissionRules.codeMaxLength) return 'tooLong';
  return undefined;
}

/** Final verdicts a super admin may set by hand (spec §4: not the client or in-flight states). */
export const manualJudgeStatuses = [-3, -1, 0, 1, 2, 3, 4, 8] as const;

const submitIdParam = z.coerce.number().int().positive();
/** The problem's number or its display id (`"P1000"`; in a contest, the contest's `"A"`). */
const pidField = problemRefParam;
/** Contest, training and group ids: 0, null or absent outside them. */
const optionalScopeId = scopeIdParam;

/** A submission as lists show it (spec §3), without the code. */
export const submissionRowSchema = z.object({
  submitId: z.number().int(),
  uid: z.string(),
  username: z.string(),
  /** The author's `number` when it styles the name (`vip1`–`vip3`, spec §2), else null. */
  number: z.string().nullable(),
  pid: z.number().int(),
  /** The problem's display id, e.g. `P1000`. */
  displayPid: z.string(),
  /** 0 outside contests. */
  cid: z.number().int(),
  gid: z.number().int(),
  /** The problem's id inside its contest; null outside contests. */
  displayId: z.string().nullable(),
  title: z.string(),
  status: z.number().int(),
  score: z.number().nullable(),
  /** round(score × 0.1 + difficulty × 2) for OI problems with a score (spec §9), else null. */
  oiRankScore: z.number().int().nullable(),
  /** Milliseconds. */
  time: z.number().nullable(),
  /** Kilobytes. */
  memory: z.number().nullable(),
  /** Bytes of code. */
  length: z.number().int(),
  language: z.string(),
  judger: z.string().nullable(),
  isManual: z.boolean(),
  /** ISO 8601, UTC. */
  submitTime: z.string(),
  share: z.boolean(),
});
export type SubmissionRow = z.infer<typeof submissionRowSchema>;

/** A quiz paper's answer sheet as graded: one line per question. */
export const quizResultSchema = z.object({
  /** Points earned and the paper's total. */
  score: z.number().int(),
  total: z.number().int(),
  questions: z.array(
    z.object({
      seq: z.number().int(),
      answer: z.string(),
      correct: z.boolean(),
      score: z.number().int(),
      fullScore: z.number().int(),
    }),
  ),
});

export const submitProblemJudge = defineCall({
  module: 'submission',
  method: 'POST',
  path: '/api/submit-problem-judge',
  query: noQuery,
  body: z
    .object({
      pid: pidField,
      language: z.string().trim().min(1).max(50),
      /** Length rules are the handler's, to answer with the spec's messages. */
      code: z.string().default(''),
      cid: optionalScopeId,
      tid: optionalScopeId,
      gid: optionalScopeId,
      isRemote: z.boolean().nullish(),
      /** Accepted for the contract; the per-user interval is the bot guard. */
      captcha: z.string().max(20).nullish(),
    })
    .superRefine(refuseScopeConflict),
  /** The stored submission; the client polls `submitId`. */
  response: submissionRowSchema,
});

export const getSubmissionDetail = defineCall({
  module: 'submission',
  method: 'GET',
  path: '/api/get-submission-detail',
  query: z.object({ submitId: submitIdParam }),
  body: noBody,
  response: z.object({
    submission: submissionRowSchema.extend({
      /** Null when this viewer may not see it (`codeVisible` false). */
      code: z.string().nullable(),
      /** Compiler or system error text. */
      errorMessage: z.string().nullable(),
    }),
    /** Whether the problem lets users share their code. */
    codeShare: z.boolean(),
    codeVisible: z.boolean(),
    /**
     * The code is withheld because the site hides the code of submissions outside contests (the
     * switch page's `hideNonContestSubmissionCode`), not by the usual rules: a page says so.
     */
    codeHiddenBySite: z.boolean(),
    /** A quiz paper's graded answers, for its owner and admins; null for other problems. */
    quiz: quizResultSchema.nullable(),
  }),
});

export const testJudgeTypes = ['public', 'contest', 'group'] as const;

export const submitProblemTestJudge = defineCall({
  module: 'submission',
  method: 'POST',
  path: '/api/submit-problem-test-judge',
  query: noQuery,
  body: z.object({
    pid: pidField,
    language: z.string().trim().min(1).max(50),
    code: z.string().default(''),
    type: z.enum(testJudgeTypes).default('public'),
    /**
     * The contest the run is asked from (0 or absent: none). With one, the contest must hold the
     * problem and let the user submit there now, and `pid` may be the contest's display id.
     */
    cid: optionalScopeId,
    userInput: z.string().max(submissionRules.testInputMaxLength),
    /** Absent, null or empty: nothing to compare with, and the result says only how the run went. */
    expectedOutput: z.string().max(submissionRules.expectedOutputMaxLength).nullish(),
    /** The problem's judge mode as the client knows it; the server uses the stored one. */
    mode: z.enum(['default', 'spj', 'interactive']).nullish(),
    isRemoteJudge: z.boolean().nullish(),
  }),
  /** The key to poll with. */
  response: z.string(),
});

export const getTestJudgeResult = defineCall({
  module: 'submission',
  method: 'GET',
  path: '/api/get-test-judge-result',
  query: z.object({ testJudgeKey: z.string().trim().min(1).max(100) }),
  body: noBody,
  /**
   * `status` -10 when there is no such run (never sent, or older than an hour); 5 until the final
   * result, as the original client polls while the status is 5. With no expected output
   * (`expectedOutput` null) status 0 means only that the program ran within the limits.
   */
  response: z.object({
    status: z.number().int(),
    time: z.number().nullable(),
    memory: z.number().nullable(),
    stderr: z.string().nullable(),
    userInput: z.string().nullable(),
    expectedOutput: z.string().nullable(),
    userOutput: z.string().nullable(),
    problemJudgeMode: z.string().nullable(),
  }),
});

export const getLastAcCode = defineCall({
  module: 'submission',
  method: 'GET',
  path: '/api/get-last-ac-code',
  query: z.object({ pid: pidField, cid: optionalScopeId }),
  body: noBody,
  response: z.object({ code: z.string(), language: z.string() }),
});

export const getFullScreenProblemList = defineCall({
  module: 'submission',
  method: 'GET',
  path: '/api/get-full-screen-problem-list',
  query: z
    .object({
      tid: optionalScopeId,
      cid: optionalScopeId,
    })
    .refine((query) => query.tid > 0 || query.cid > 0, {
      ...schemaRule('trainingOrContestRequired'),
      path: ['tid'],
    })
    .superRefine(refuseScopeConflict),
  body: noBody,
  /** The problems of a training or contest with the caller's status on each. */
  response: z.array(
    z.object({
      pid: z.number().int(),
      problemId: z.string(),
      title: z.string(),
      status: z.number().int(),
      score: z.number().nullable(),
    }),
  ),
});

const judgeCaseSchema = z.object({
  seq: z.number().int(),
  status: z.number().int(),
  score: z.number(),
  fullScore: z.number(),
  time: z.number(),
  memory: z.number(),
  groupNum: z.number().int(),
  /** The first bytes of the program's output. */
  userOutput: z.string().nullable(),
  /**
   * The first characters of the case's input and answer (`caseDataHeadLength`, with `…` when cut),
   * when the problem opens case results to the viewer; null otherwise.
   */
  inputData: z.string().nullable(),
  outputData: z.string().nullable(),
});

export const getAllCaseResult = defineCall({
  module: 'submission',
  method: 'GET',
  path: '/api/get-all-case-result',
  query: z.object({ submitId: submitIdParam }),
  body: noBody,
  /**
   * `default` and `ergodic_without_error` fill `judgeCaseList`; the subtask modes fill
   * `subTaskJudgeCaseVoList`. Null when the viewer may not see the cases.
   */
  response: z
    .object({
      judgeCaseMode: z.enum(judgeCaseModes),
      judgeCaseList: z.array(judgeCaseSchema),
      subTaskJudgeCaseVoList: z.array(
        z.object({
          groupNum: z.number().int(),
          status: z.number().int(),
          score: z.number(),
          ac: z.number().int(),
          total: z.number().int(),
          time: z.number(),
          memory: z.number(),
          subtaskDetailList: z.array(judgeCaseSchema),
        }),
      ),
    })
    .nullable(),
});

export const resubmit = defineCall({
  module: 'submission',
  method: 'GET',
  path: '/api/resubmit',
  query: z.object({ submitId: submitIdParam }),
  body: noBody,
  response: submissionRowSchema,
});

export const updateSubmission = defineCall({
  module: 'submission',
  method: 'PUT',
  path: '/api/submission',
  query: noQuery,
  body: z.object({
    submitId: z.number().int().positive(),
    share: z.boolean(),
    /** The owner's uid as the client knows it; the server checks the caller. */
    uid: z.string().max(64).nullish(),
  }),
  response: z.object({ submitId: z.number().int(), share: z.boolean() }),
});

export const getSubmissionList = defineCall({
  module: 'submission',
  method: 'GET',
  path: '/api/get-submission-list',
  query: z.object({
    limit: pageNumberParam(submissionRules.listMaxLimit, submissionRules.listDefaultLimit),
    currentPage: pageNumberParam(submissionRules.listMaxPage, 1),
    onlyMine: optionalParam(booleanParam),
    status: optionalParam(z.coerce.number().int().min(-10).max(10)),
    username: optionalParam(z.string().trim().max(20)),
    /**
     * A problem's display id, regardless of case: matched whole with `completeProblemID=true`, else
     * every problem whose display id contains it.
     */
    problemID: optionalParam(z.string().trim().max(64)),
    completeProblemID: optionalParam(booleanParam),
    contestID: optionalParam(z.coerce.number().int().min(0)),
    gid: optionalParam(z.coerce.number().int().min(0)),
    beforeContestSubmit: optionalParam(booleanParam),
    containsEnd: optionalParam(booleanParam),
  }),
  body: noBody,
  response: pageSchema(submissionRowSchema),
});

const statusCheckIds = z.array(z.coerce.number().int().positive()).max(submissionRules.statusCheckMaxIds);

/** What a status poll answers per submission id. */
export const submissionStatusMapSchema = z.record(
  z.string(),
  z.object({
    status: z.number().int(),
    score: z.number().nullable(),
    time: z.number().nullable(),
    memory: z.number().nullable(),
    judger: z.string().nullable(),
    isManual: z.boolean(),
  }),
);

export const checkSubmissionsStatus = defineCall({
  module: 'submission',
  method: 'POST',
  path: '/api/check-submissions-status',
  query: noQuery,
  body: z.object({ submitIds: statusCheckIds, cid: optionalScopeId }),
  response: submissionStatusMapSchema,
});

export const checkContestSubmissionsStatus = defineCall({
  module: 'submission',
  method: 'POST',
  path: '/api/check-contest-submissions-status',
  query: noQuery,
  body: z.object({ submitIds: statusCheckIds, cid: z.coerce.number().int().positive() }),
  response: submissionStatusMapSchema,
});

/** The submission area: submitting, Online Tests, lists and details, sharing. */
export const submissionCalls = [
  submitProblemJudge,
  getSubmissionDetail,
  submitProblemTestJudge,
  getTestJudgeResult,
  getLastAcCode,
  getFullScreenProblemList,
  getAllCaseResult,
  resubmit,
  updateSubmission,
  getSubmissionList,
  checkSubmissionsStatus,
  checkContestSubmissionsStatus,
] as const;
