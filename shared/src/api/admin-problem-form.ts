import * as z from 'zod';
import { problemDefaults, problemLimits } from '../domain/problem';
import { quizPaperSchema } from '../domain/quiz';
import { localLanguageCatalogue } from '../domain/language-catalogue';
import { judgeCaseModes } from '../judge/judge-status';
import { schemaRuleIssue } from '../domain/schema-rules';

/* The problem form of the admin area: what the create and update calls take. Names are those of the
   spec's problem form (document 3, §3 "Group problem draft / Problem") so the form sends what it holds. */

/** The client sends null for many empty fields; null then means "not given". */
export const given = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === null ? undefined : value), schema);

export const judgeModes = ['default', 'spj', 'interactive'] as const;

/** Languages a special judge or interactor may be written in. */
export const checkerLanguageNames = localLanguageCatalogue.filter((l) => l.isSpj).map((l) => l.name);

const fileNamePattern = /^(?!\.{1,2}$)[\w.-]{1,64}$/;

/** Extra files, name → content: the form sends a JSON text, other clients may send the object. */
export const extraFilesInput = given(
  z.union([z.string().max(1_000_000), z.record(z.string(), z.string())]).optional(),
).transform((value, context): Record<string, string> => {
  if (value === undefined || value === '') return {};
  let files: unknown = value;
  if (typeof value === 'string') {
    try {
      files = JSON.parse(value);
    } catch {
      context.issues.push({ ...schemaRuleIssue('extraFilesObject'), input: value });
      return {};
    }
  }
  const parsed = z.record(z.string().regex(fileNamePattern), z.string()).safeParse(files);
  if (!parsed.success) {
    context.issues.push({ ...schemaRuleIssue('extraFileNames'), input: value });
    return {};
  }
  return parsed.data;
});

/** Statement examples are kept in the spec's text form: `<input>…</input><output>…</output>` pairs. */
export interface ProblemExamplePair {
  input: string;
  output: string;
}

export function examplesToText(examples: readonly ProblemExamplePair[]): string {
  return examples.map((e) => `<input>${e.input}</input><output>${e.output}</output>`).join('');
}

export function examplesFromText(text: string): ProblemExamplePair[] {
  const pairs = [...text.matchAll(/<input>([\s\S]*?)<\/input>\s*<output>([\s\S]*?)<\/output>/g)];
  return pairs.map(([, input, output]) => ({ input: input ?? '', output: output ?? '' }));
}

const text = (max: number) => given(z.string().max(max).default(''));
const exampleSchema = z.object({
  input: given(z.string().default('')),
  output: given(z.string().default('')),
});

/** The problem part of the create and update payloads; defaults are the spec's (§9). */
export const problemFormSchema = z.object({
  /** pid; required to update. */
  id: given(z.number().int().positive().optional()),
  problemId: given(z.string().trim().max(problemLimits.problemIdMaxLength).default('')),
  title: given(z.string().trim().max(problemLimits.titleMaxLength).default('')),
  author: given(z.string().trim().max(100).optional()),
  description: text(problemLimits.textMaxLength),
  input: text(problemLimits.textMaxLength),
  output: text(problemLimits.textMaxLength),
  hint: text(problemLimits.textMaxLength),
  source: text(1000),
  examples: given(
    z
      .union([z.string().max(problemLimits.textMaxLength), z.array(exampleSchema).max(50)])
      .default('')
      .transform((value) => (typeof value === 'string' ? examplesFromText(value) : value)),
  ),
  timeLimit: given(
    z.number().int().min(1).max(problemLimits.maxTimeLimitMs).default(problemDefaults.timeLimitMs),
  ),
  memoryLimit: given(
    z.number().int().min(1).max(problemLimits.maxMemoryLimitMb).default(problemDefaults.memoryLimitMb),
  ),
  stackLimit: given(
    z.number().int().min(1).max(problemLimits.maxStackLimitMb).default(problemDefaults.stackLimitMb),
  ),
  difficulty: given(z.number().int().min(0).max(4).default(problemDefaults.difficulty)),
  type: given(z.union([z.literal(0), z.literal(1)]).default(0)),
  auth: given(z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1)),
  codeShare: given(z.boolean().default(true)),
  isRemote: given(z.boolean().default(false)),
  isFileIO: given(z.boolean().default(false)),
  ioReadFileName: given(z.string().trim().max(64).optional()),
  ioWriteFileName: given(z.string().trim().max(64).optional()),
  judgeMode: given(z.enum(judgeModes).optional()),
  judgeCaseMode: given(z.enum(judgeCaseModes).default('default')),
  spjCode: given(z.string().max(65_535).optional()),
  spjLanguage: given(z.string().max(50).default(problemDefaults.spjLanguage)),
  isRemoveEndBlank: given(z.boolean().default(true)),
  openCaseResult: given(z.boolean().default(true)),
  userExtraFile: extraFilesInput,
  judgeExtraFile: extraFilesInput,
  /** The paper and its answer key; required for CS problems, ignored otherwise. */
  quiz: given(quizPaperSchema.optional()),
});

/** Scores and group numbers come as the form holds them (numbers or text) and are checked by the server. */
const looseNumber = given(z.union([z.number(), z.string().max(20)]).optional());

/** A test case: contents typed in (manual mode) or the names of uploaded files (upload mode). */
export const sampleInputSchema = z.object({
  input: given(z.string().max(1_000_000).default('')),
  output: given(z.string().max(1_000_000).default('')),
  score: looseNumber,
  groupNum: looseNumber,
});

export const codeTemplateInputSchema = z.object({
  /** The language by name, or by its id (`lid`) among this site's languages. */
  language: given(z.string().max(50).optional()),
  lid: given(z.number().int().optional()),
  code: given(z.string().max(65_535).default('')),
  /** Enabled templates are shown in the editor. */
  status: given(z.boolean().default(true)),
});

/** An existing tag by id, or a new one by name. */
export const tagRefSchema = z.object({
  id: given(z.number().int().positive().optional()),
  name: given(z.string().trim().max(50).optional()),
  color: given(z.string().trim().max(30).optional()),
});

const languageRefSchema = z.union([z.string().max(50), z.object({ name: z.string().max(50) })]);

export const problemPayloadSchema = z.object({
  problem: problemFormSchema,
  samples: given(z.array(sampleInputSchema).max(1000).default([])),
  codeTemplates: given(z.array(codeTemplateInputSchema).max(50).default([])),
  tags: given(z.array(tagRefSchema).max(50).default([])),
  languages: given(
    z
      .array(languageRefSchema)
      .max(50)
      .default([])
      .transform((list) => list.map((l) => (typeof l === 'string' ? l : l.name))),
  ),
  isUploadTestCase: given(z.boolean().default(false)),
  /** The folder the upload call staged the zip's files in. */
  uploadTestcaseDir: given(z.string().trim().max(200).optional()),
  /** The judge mode; `problem.judgeMode` is used when absent. */
  judgeMode: given(z.enum(judgeModes).optional()),
  /** The form's own change flags; the server compares with what is stored instead. */
  changeModeCode: given(z.boolean().optional()),
  changeJudgeCaseMode: given(z.boolean().optional()),
});
export type ProblemPayload = z.output<typeof problemPayloadSchema>;
