import * as z from 'zod';
import type { ProblemAuth } from '../domain/problem';
import { quizPaperSchema } from '../domain/quiz';
import { defineCall } from './define-call';
import { listKeywordParam, noBody, noQuery, optionalParam, pageParams, pageSchema } from './params';
import {
  extraFilesInput,
  given,
  judgeModes,
  problemFormSchema,
  problemPayloadSchema,
} from './admin-problem-form';
import { adminTagSchema } from './admin-tag';
import { schemaRule } from '../domain/schema-rules';

/* Admin calls that create and change problems and their test data (document 3, §7 Admin). */

export const adminProblemRowSchema = z.object({
  id: z.number(),
  pid: z.number(),
  problemId: z.string(),
  title: z.string(),
  author: z.string(),
  modifiedUser: z.string(),
  type: z.number(),
  auth: z.number(),
  difficulty: z.number(),
  isRemote: z.boolean(),
  oj: z.string(),
  gmtModified: z.string(),
});

export const problemCaseSchema = z.object({
  pid: z.number(),
  seq: z.number(),
  /** The same as seq: the form's name for it. */
  index: z.number(),
  input: z.string(),
  output: z.string(),
  score: z.number(),
  groupNum: z.number(),
});

/** The problem as the edit form holds it: the stored fields with JSON texts for the extra files. */
export const adminProblemSchema = problemFormSchema
  .omit({ examples: true, userExtraFile: true, judgeExtraFile: true, judgeMode: true, quiz: true })
  .extend({
    id: z.number(),
    judgeMode: z.enum(judgeModes),
    examples: z.string(),
    userExtraFile: z.string().nullable(),
    judgeExtraFile: z.string().nullable(),
    ioScore: z.number(),
    isUploadCase: z.boolean(),
    gid: z.number().nullable(),
    quiz: quizPaperSchema.nullable(),
    caseVersion: z.string(),
    modifiedUser: z.string(),
    gmtCreate: z.string(),
    gmtModified: z.string(),
  });

const pidQuery = z.object({ pid: z.coerce.number().int().positive() });
export const adminGetProblemList = defineCall({
  module: 'admin-problem',
  method: 'GET',
  path: '/api/admin/problem/get-problem-list',
  query: z.object({
    ...pageParams(100, 10),
    keyword: listKeywordParam,
    /**
     * 0 (what the original client sends for "every problem"), empty or absent: every problem; 1 public,
     * 2 private, 3 contest only: only those.
     */
    auth: optionalParam(z.coerce.number().int().min(0).max(3)).transform((auth) =>
      auth === 0 ? undefined : (auth as ProblemAuth | undefined),
    ),
    /** `All` (or absent): every source; `Mine` (or `ME`): this site's problems; a remote judge's name. */
    oj: optionalParam(z.string().trim().max(20)),
  }),
  body: noBody,
  response: pageSchema(adminProblemRowSchema),
});

export const adminGetProblem = defineCall({
  module: 'admin-problem',
  method: 'GET',
  path: '/api/admin/problem',
  query: pidQuery,
  body: noBody,
  response: z.object({
    problem: adminProblemSchema,
    samples: z.array(problemCaseSchema),
    codeTemplates: z.array(
      z.object({ lid: z.number().nullable(), language: z.string(), code: z.string(), status: z.boolean() }),
    ),
    tags: z.array(adminTagSchema),
    languages: z.array(z.string()),
    isUploadTestCase: z.boolean(),
    judgeMode: z.enum(judgeModes),
  }),
});

const savedProblem = z.object({ pid: z.number(), problemId: z.string(), caseVersion: z.string() });

export const adminCreateProblem = defineCall({
  module: 'admin-problem',
  method: 'POST',
  path: '/api/admin/problem',
  query: noQuery,
  body: problemPayloadSchema,
  response: savedProblem,
});

export const adminUpdateProblem = defineCall({
  module: 'admin-problem',
  method: 'PUT',
  path: '/api/admin/problem',
  query: noQuery,
  body: problemPayloadSchema,
  response: savedProblem,
});

export const adminDeleteProblem = defineCall({
  module: 'admin-problem',
  method: 'DELETE',
  path: '/api/admin/problem',
  query: pidQuery,
  body: noBody,
  response: z.null(),
});

export const adminGetProblemCases = defineCall({
  module: 'admin-problem',
  method: 'GET',
  path: '/api/admin/problem/get-problem-cases',
  query: pidQuery.extend({
    /** true: the cases' file names; false: typed-in contents where the problem has them. */
    isUpload: z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
  }),
  body: noBody,
  response: z.array(problemCaseSchema),
});

export const adminChangeProblemAuth = defineCall({
  module: 'admin-problem',
  method: 'PUT',
  path: '/api/admin/problem/change-problem-auth',
  query: noQuery,
  body: z
    .object({
      pid: z.number().int().positive().optional(),
      /** The form's name for pid. */
      id: z.number().int().positive().optional(),
      auth: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    })
    .refine((body) => body.pid !== undefined || body.id !== undefined, {
      ...schemaRule('fieldRequired'),
      path: ['pid'],
    })
    .transform((body) => ({ pid: (body.pid ?? body.id) as number, auth: body.auth })),
  response: z.null(),
});

const compileBody = z.object({
  code: given(z.string().max(65_535).default('')),
  language: z.string().max(50),
  extraFiles: extraFilesInput,
});

/** Compiles a special judge through a judge worker; a compile error's text is the error's message. */
export const adminCompileSpj = defineCall({
  module: 'admin-problem',
  method: 'POST',
  path: '/api/admin/problem/compile-spj',
  query: noQuery,
  body: compileBody,
  response: z.null(),
});

export const adminCompileInteractive = defineCall({
  module: 'admin-problem',
  method: 'POST',
  path: '/api/admin/problem/compile-interactive',
  query: noQuery,
  body: compileBody,
  response: z.null(),
});

/** Admin calls that create and change problems, their test data and tags. */
export const adminProblemCalls = [
  adminGetProblemList,
  adminGetProblem,
  adminCreateProblem,
  adminUpdateProblem,
  adminDeleteProblem,
  adminGetProblemCases,
  adminChangeProblemAuth,
  adminCompileSpj,
  adminCompileInteractive,
] as const;
