import * as z from 'zod';
import { submissionRules, type getSubmissionList } from '@oj/shared/api/submission';

/** A boolean in the URL: the router hands `true`, links and people write `"true"`. */
const urlBoolean = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean().optional(),
);

/** A filter text: blank means no filter (spec §5). */
const urlText = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z
    .string()
    .trim()
    .max(64)
    .optional()
    .transform((text) => text || undefined),
);

/**
 * The submission list's state in the URL (spec §2: onlyMine, status, problemID, username, currentPage,
 * limit). Anything unreadable falls back to "not set" instead of an error page.
 */
export const statusSearchSchema = z.object({
  onlyMine: urlBoolean.catch(undefined),
  status: z.coerce.number().int().min(-10).max(10).optional().catch(undefined),
  problemID: urlText.optional().catch(undefined),
  username: urlText.optional().catch(undefined),
  currentPage: z.coerce.number().int().min(1).max(submissionRules.listMaxPage).optional().catch(undefined),
  limit: z.coerce
    .number()
    .int()
    .refine((size) => (submissionRules.listPageSizes as readonly number[]).includes(size))
    .optional()
    .catch(undefined),
});
export type StatusSearch = z.infer<typeof statusSearchSchema>;

export interface ListViewer {
  loggedIn: boolean;
  /** Admin, problem admin or super admin (spec §6). */
  admin: boolean;
}

/** Spec §6: without `onlyMine` in the URL, a logged-in non-admin sees their own submissions. */
export function effectiveOnlyMine(search: StatusSearch, viewer: ListViewer): boolean {
  return search.onlyMine ?? (viewer.loggedIn && !viewer.admin);
}

/** The parameters of GET /api/get-submission-list this screen sends (a subset of the contract's). */
export type SubmissionListQuery = Pick<
  z.input<typeof getSubmissionList.query>,
  'onlyMine' | 'status' | 'problemID' | 'username'
> & { currentPage: number; limit: number };

/** What GET /api/get-submission-list is asked for this URL state; unset filters are left out. */
export function submissionListQuery(search: StatusSearch, onlyMine: boolean): SubmissionListQuery {
  return {
    currentPage: search.currentPage ?? 1,
    limit: search.limit ?? submissionRules.listDefaultLimit,
    onlyMine: onlyMine ? true : undefined,
    status: search.status,
    problemID: search.problemID,
    username: search.username,
  };
}
