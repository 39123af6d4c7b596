import { adminGetProblem } from '@oj/shared/api/admin-problem';
import { callQueryOptions } from '../../../../lib/call-query';

/** GET /api/admin/problem: the edit form's problem with its cases, templates, tags and languages. */
export const adminProblemQueryOptions = (pid: number) =>
  callQueryOptions(adminGetProblem, { pid }, { staleTime: 0, gcTime: 0 });
