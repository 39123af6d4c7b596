import * as z from 'zod';
import { languageSchema } from '../domain/language';
import { localJudgeSourceAlias, normalizeJudgeSource } from '../domain/judge-source';
import { quizQuestionSchema } from '../domain/quiz';
import { defineCall } from './define-call';
import {
  listKeywordParam,
  noBody,
  noQuery,
  optionalParam,
  pageParams,
  pageSchema,
  problemRefParam,
  scopeIdParam,
} from './params';
import { schemaRuleIssue } from '../domain/schema-rules';

/** Remote judge sources (spec §3); a remote problem's display id starts with its source and a dash. */
export const remoteJudgeSources = ['HDU', 'CF', 'POJ', 'GYM', 'AC', 'SPOJ', 'LIBRE'] as const;

export const problemListRules = {
  defaultLimit: 30,
  /** The size choices of the pager (spec §9); larger requests are cut to the last. */
  pageSizes: [10, 15, 30, 50, 100],
  maxLimit: 100,
  maxTagFilter: 50,
  /** Problems one status request may name. */
  maxStatusPids: 500,
} as const;

/**
 * A judge source filter: `ME` (or `Mine`, spec §7) for this site's problems, a remote source, or `ALL`.
 * Letter case does not matter.
 */
const judgeSourceParam = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.enum(['ALL', 'ME', localJudgeSourceAlias, ...remoteJudgeSources]))
  .transform(normalizeJudgeSource);

export type JudgeSourceFilter = z.output<typeof judgeSourceParam>;

/**
 * Tag ids as clients send them: a JSON list (`[1,2]`, what the web app puts in the URL), a comma list,
 * or the parameter repeated (which API Gateway joins with commas).
 */
const tagIdListParam = z
  .string()
  .max(1000)
  .transform((text, context) => {
    const trimmed = text.trim();
    let parts: unknown[];
    try {
      parts = trimmed.startsWith('[') ? (JSON.parse(trimmed) as unknown[]) : trimmed.split(',');
    } catch {
      parts = [NaN];
    }
    const ids = (Array.isArray(parts) ? parts : [NaN])
      .filter((part) => String(part).trim() !== '')
      .map((part) => Number(String(part).trim()));
    if (ids.some((id) => !Number.isInteger(id) || id <= 0)) {
      context.addIssue(schemaRuleIssue('tagIdList'));
      return z.NEVER;
    }
    if (ids.length > problemListRules.maxTagFilter) {
      context.addIssue(schemaRuleIssue('fieldTooManyItems', { maximum: problemListRules.maxTagFilter }));
      return z.NEVER;
    }
    return [...new Set(ids)];
  });

const pidParam = z.coerce.number().int().positive();
/** Contest and group ids: 0, null or absent outside them. */
const nullableId = scopeIdParam;

/** A tag as the tag dialog and the problem page show it (spec §3). */
export const problemTagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  oj: z.string(),
  gid: z.number().int().nullable(),
  classification: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type ProblemTagRow = z.infer<typeof problemTagSchema>;

export const tagClassificationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  oj: z.string(),
  rank: z.number(),
});

/**
 * A problem's verdict counts as its page shows them (spec §1: `problemCount`): all judged submissions
 * and the eight verdicts the statistics chart draws.
 */
export const verdictCountsSchema = z.object({
  total: z.number().int(),
  ac: z.number().int(),
  wa: z.number().int(),
  ce: z.number().int(),
  pa: z.number().int(),
  tle: z.number().int(),
  mle: z.number().int(),
  re: z.number().int(),
  pe: z.number().int(),
});
export type ProblemCount = z.infer<typeof verdictCountsSchema>;

/** The list's counts: those of the page, and system errors. */
const listVerdictCountsSchema = verdictCountsSchema.extend({ se: z.number().int() });

/** One row of the problem list (spec §3). `myStatus`: 0 solved, -1 tried, -10 never (or not logged in). */
export const problemListRowSchema = z.object({
  pid: z.number().int(),
  problemId: z.string(),
  title: z.string(),
  difficulty: z.number().int(),
  type: z.number().int(),
  tags: z.array(z.object({ id: z.number().int(), name: z.string(), color: z.string() })),
  ...listVerdictCountsSchema.shape,
  myStatus: z.number().int(),
});
export type ProblemListRow = z.infer<typeof problemListRowSchema>;

export const getAllProblemTags = defineCall({
  module: 'problem',
  method: 'GET',
  path: '/api/get-all-problem-tags',
  query: z.object({ oj: optionalParam(judgeSourceParam).default('ME') }),
  body: noBody,
  response: z.array(problemTagSchema),
});

export const getProblemTagsAndClassification = defineCall({
  module: 'problem',
  method: 'GET',
  path: '/api/get-problem-tags-and-classification',
  query: z.object({ oj: optionalParam(judgeSourceParam).default('ME') }),
  body: noBody,
  /** Classifications by rank, then the tags without one under `classification: null`. */
  response: z.array(
    z.object({ classification: tagClassificationSchema.nullable(), tagList: z.array(problemTagSchema) }),
  ),
});

export const getProblemList = defineCall({
  module: 'problem',
  method: 'GET',
  path: '/api/get-problem-list',
  query: z.object({
    keyword: listKeywordParam,
    difficulty: optionalParam(z.coerce.number().int().min(0).max(4)),
    oj: optionalParam(judgeSourceParam),
    tagId: optionalParam(tagIdListParam),
    'tagId[]': optionalParam(tagIdListParam),
    ...pageParams(problemListRules.maxLimit, problemListRules.defaultLimit),
  }),
  body: noBody,
  response: pageSchema(problemListRowSchema),
});

export const getUserProblemStatus = defineCall({
  module: 'problem',
  method: 'POST',
  path: '/api/get-user-problem-status',
  query: noQuery,
  body: z.object({
    pidList: z.array(pidParam).max(problemListRules.maxStatusPids),
    isContestProblemList: z.boolean().default(false),
    cid: nullableId,
    gid: nullableId,
    /** A training's problem list: entered by the training's rules (password, course-pack unlock). */
    tid: nullableId,
    containsEnd: z.boolean().default(false),
  }),
  /** pid → status (0 solved, -1 tried, -10 never) and the best score, null before any judged submission. */
  response: z.record(z.string(), z.object({ status: z.number().int(), score: z.number().nullable() })),
});

export const getRandomProblem = defineCall({
  module: 'problem',
  method: 'GET',
  path: '/api/get-random-problem',
  query: noQuery,
  body: noBody,
  response: z.object({ problemId: z.string() }),
});

/** A problem as its page shows it (spec §3); what only judges and admins need is left out. */
export const problemViewSchema = z.object({
  /** `id` and `pid` are the same number: the spec's clients read either. */
  id: z.number().int(),
  pid: z.number().int(),
  problemId: z.string(),
  title: z.string(),
  author: z.string(),
  description: z.string(),
  input: z.string(),
  output: z.string(),
  hint: z.string(),
  source: z.string(),
  /** The examples as one string of paired tags: `<input>1 2</input><output>3</output>…`. */
  examples: z.string(),
  timeLimit: z.number().int(),
  memoryLimit: z.number().int(),
  stackLimit: z.number().int(),
  difficulty: z.number().int(),
  type: z.number().int(),
  auth: z.number().int(),
  ioScore: z.number(),
  isFileIO: z.boolean(),
  ioReadFileName: z.string().nullable(),
  ioWriteFileName: z.string().nullable(),
  isRemote: z.boolean(),
  gid: z.number().int().nullable(),
  /** JSON of file names to contents, or null when the problem gives none. */
  userExtraFile: z.string().nullable(),
  codeShare: z.boolean(),
  judgeMode: z.string(),
  judgeCaseMode: z.string(),
  openCaseResult: z.boolean(),
  /** A quiz paper's questions (CS problems), without the answer key. */
  quiz: z.object({ questions: z.array(quizQuestionSchema) }).nullable(),
  updatedAt: z.string(),
});
export type ProblemView = z.infer<typeof problemViewSchema>;

export const getProblemDetail = defineCall({
  module: 'problem',
  method: 'GET',
  path: '/api/get-problem-detail',
  query: z.object({
    problemId: z.string().trim().min(1).max(64),
    gid: scopeIdParam,
  }),
  body: noBody,
  response: z.object({
    problem: problemViewSchema,
    tags: z.array(problemTagSchema),
    /** Names of the languages the problem allows. */
    languages: z.array(z.string()),
    /** Language name → starting code, for the templates the problem enables. */
    codeTemplate: z.record(z.string(), z.string()),
    problemCount: verdictCountsSchema,
  }),
});

export const getProblemCodeTemplate = defineCall({
  module: 'problem',
  method: 'GET',
  path: '/api/get-problem-code-template',
  /** The problem's number or display id. */
  query: z.object({ pid: problemRefParam }),
  body: noBody,
  response: z.array(z.object({ language: z.string(), code: z.string() })),
});

export const getProblemLanguages = defineCall({
  module: 'problem',
  method: 'GET',
  path: '/api/get-problem-languages',
  query: z.object({ pid: problemRefParam }),
  body: noBody,
  response: z.array(languageSchema),
});

export const getProblemTags = defineCall({
  module: 'problem',
  method: 'GET',
  path: '/api/get-problem-tags',
  query: z.object({ pid: problemRefParam }),
  body: noBody,
  response: z.array(problemTagSchema),
});

/** The problem area: tags, the problem list, a problem's page. */
export const problemCalls = [
  getAllProblemTags,
  getProblemTagsAndClassification,
  getProblemList,
  getUserProblemStatus,
  getRandomProblem,
  getProblemDetail,
  getProblemCodeTemplate,
  getProblemLanguages,
  getProblemTags,
] as const;
