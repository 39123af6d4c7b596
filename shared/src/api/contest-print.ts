import * as z from 'zod';
import { defineCall } from './define-call';
import { noBody, noQuery, pageParams, pageSchema } from './params';
import { schemaRule } from '../domain/schema-rules';

/*
 * Printing in a contest (spec part 2, §2 "Contest print tab", §3 "Print record", §5, §7): a
 * contestant sends a text, the contest's admins list the queue, download each text and mark it printed.
 */

export const contestPrintRules = {
  /** Spec §5: at least 50 characters ("The_number_of_content_cannot_be_less_than_50"). */
  minLength: 50,
  /** Spec §9: "Code / print / comment max 65535 / min 50 / 10000". */
  maxLength: 65_535,
  /** The admin print list's page (spec §9). */
  pageSize: 15,
  maxPageSize: 100,
  /** One print per user per this many seconds: a flood guard, as for submissions. */
  intervalSeconds: 30,
} as const;

/** Print status (spec §4): 0 waiting, 1 printed once an admin confirms. */
export const contestPrintStatus = { waiting: 0, printed: 1 } as const;

/**
 * The contract's `ContestPrint` as the admin list shows it. The text itself is left out of the list
 * (up to 64 KB each): the admin downloads it with `/api/file/download-contest-print-text?id=`.
 */
export const contestPrintSchema = z.object({
  id: z.number().int(),
  cid: z.number().int(),
  username: z.string(),
  realname: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});

export type ContestPrint = z.infer<typeof contestPrintSchema>;

/** Characters as a reader counts them (code points, so an emoji is one). */
function characterCount(text: string): number {
  return [...text].length;
}

/** `ContestPrintDTO`: the contest and the text to print. */
export const contestPrintBodySchema = z.object({
  cid: z.number().int().positive(),
  content: z
    .string()
    .refine((text) => text.trim() !== '', schemaRule('fieldRequired'))
    .refine(
      (text) => text.trim() === '' || characterCount(text) >= contestPrintRules.minLength,
      schemaRule('fieldTooShort', { minimum: contestPrintRules.minLength }),
    )
    .refine(
      (text) => characterCount(text) <= contestPrintRules.maxLength,
      schemaRule('fieldTooLong', { maximum: contestPrintRules.maxLength }),
    ),
});

const idField = z.coerce.number().int().positive();

export const submitPrintText = defineCall({
  module: 'contest-print',
  method: 'POST',
  path: '/api/submit-print-text',
  query: noQuery,
  body: contestPrintBodySchema,
  response: z.null(),
});

export const getContestPrint = defineCall({
  module: 'contest-print',
  method: 'GET',
  path: '/api/get-contest-print',
  query: z.object({
    cid: idField,
    ...pageParams(contestPrintRules.maxPageSize, contestPrintRules.pageSize),
  }),
  body: noBody,
  /** The contest's print queue, newest first (contest admins only). */
  response: pageSchema(contestPrintSchema),
});

export const checkContestPrintStatus = defineCall({
  module: 'contest-print',
  method: 'PUT',
  path: '/api/check-contest-print-status',
  /** The print's id and its contest: the admin marks it printed. */
  query: z.object({ id: idField, cid: idField }),
  body: noBody,
  response: z.null(),
});

/** The print calls. */
export const contestPrintCalls = [submitPrintText, getContestPrint, checkContestPrintStatus] as const;
