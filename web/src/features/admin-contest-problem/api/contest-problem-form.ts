import {
  adminCreateContestProblem,
  adminGetContestProblem,
  adminUpdateContestProblem,
} from '@oj/shared/api/admin-contest-problem';
import type { CallInput } from '../../../lib/api-client';
import { callApi } from '../../../lib/api-client';
import { callKey, callQueryOptions } from '../../../lib/call-query';
import { contestProblemChangedKeys } from './contest-problem-changed-keys';

type CreateBody = NonNullable<CallInput<typeof adminCreateContestProblem>['body']>;
type UpdateBody = NonNullable<CallInput<typeof adminUpdateContestProblem>['body']>;

/** The problem form's save payload (the admin problem module's `ProblemDTO`). */
export type ProblemFormPayload = UpdateBody;

/** Where a new contest-only problem goes in the contest: its display id and balloon colour. */
export interface NewProblemLink {
  cid: number;
  displayId: string;
  color: string;
}

/** GET /api/admin/contest/problem?pid=: a contest problem's whole form. */
export const contestProblemFormQueryOptions = (pid: number) =>
  callQueryOptions(adminGetContestProblem, { pid });

/**
 * POST /api/admin/contest/problem: a contest-only problem (auth 3) from the full form, joining the
 * contest at once under the display id (its problem id when none is given) and colour.
 */
export function createContestProblem(payload: ProblemFormPayload, link: NewProblemLink) {
  const body: CreateBody = {
    ...payload,
    cid: link.cid,
    displayId: link.displayId.trim() || undefined,
    color: link.color || null,
  };
  return callApi(adminCreateContestProblem, { body });
}

/** PUT /api/admin/contest/problem: the problem's form saved. */
export function updateContestProblem(payload: ProblemFormPayload) {
  return callApi(adminUpdateContestProblem, { body: payload });
}

/** What a save of a contest problem's form makes stale, its form included. */
export const contestProblemSavedKeys = [...contestProblemChangedKeys, callKey(adminGetContestProblem)];
