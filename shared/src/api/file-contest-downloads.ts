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
    splitType: z.enum(contestAcSplitTypes, { message: 'splitType must be user or problem' }).default('user'),
  }),
  body: noBody,
  response: z.unknown(),
});

export const fileContestDownloadCalls = [downloadContestPrintText, downloadContestAcSubmission] as const;
