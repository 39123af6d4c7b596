import * as z from 'zod';
import { defineCall } from './define-call';
import { booleanParam, noBody } from './params';

/*
 * The contest admins' downloads (spec part 2, §7). They are served by the file function with the
 * other downloads, so they belong to the `file` module; like `download-testcase`, the answer is the
 * file itself, and errors still come as the JSON envelope.
 */

const idParam = z.coerce.number().int().positive();

/** GET /api/file/download-contest-print-text?id=: one print's text as a `.txt` file. */
export const downloadContestPrintText = defineCall({
  module: 'file',
  method: 'GET',
  path: '/api/file/download-contest-print-text',
  query: z.object({ id: idParam }),
  body: noBody,
  response: z.unknown(),
});

/** How the accepted answers of a contest are laid out in the zip: a folder per user or per problem. */
export const contestAcSplitTypes = ['user', 'problem'] as const;
export type ContestAcSplitType = (typeof contestAcSplitTypes)[number];

/**
 * GET /api/file/download-contest-ac-submission?cid&excludeAdmin&splitType: a zip of each contestant's
 * newest accepted answer per problem made during the contest.
 */
export const downloadContestAcSubmission = defineCall({
  module: 'file',
  method: 'GET',
  path: '/api/file/download-contest-ac-submission',
  query: z.object({
    cid: idParam,
    /** Leave out the answers of the contest's admins and of super admins. */
    excludeAdmin: booleanParam.optional().default(false),
    splitType: z.enum(contestAcSplitTypes).default('user'),
  }),
  body: noBody,
  response: z.unknown(),
});

/**
 * GET /api/file/download-contest-rank?cid&forceRefresh&removeStar&containEnd: the contest's whole
 * board as an XLSX file, for its admins (the original client's "download as spreadsheet" button on the
 * board). `containEnd` (the original's name) adds the submissions made after the end, as the board's
 * `containsEnd` does.
 */
export const downloadContestRank = defineCall({
  module: 'file',
  method: 'GET',
  path: '/api/file/download-contest-rank',
  query: z.object({
    cid: idParam,
    /** Build the board again from its rows now (the super admin: from the submissions). */
    forceRefresh: booleanParam.optional().default(false),
    /** Leave out the star accounts' rows. */
    removeStar: booleanParam.optional().default(false),
    containEnd: booleanParam.optional().default(false),
  }),
  body: noBody,
  response: z.unknown(),
});

export const fileContestDownloadCalls = [
  downloadContestPrintText,
  downloadContestAcSubmission,
  downloadContestRank,
] as const;
