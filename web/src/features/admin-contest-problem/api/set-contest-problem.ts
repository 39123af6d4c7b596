import { adminSetContestProblemInfo } from '@oj/shared/api/admin-contest-problem';
import type { CallInput } from '../../../lib/api-client';
import { useCallMutation } from '../../../lib/call-query';
import { contestProblemChangedKeys } from './contest-problem-changed-keys';

export type ContestProblemLink = NonNullable<CallInput<typeof adminSetContestProblemInfo>['body']>;

/**
 * PUT /api/admin/contest/contest-problem: a problem's display id, title and balloon colour in the
 * contest. A public problem not yet in the contest joins it by the same call, in one write with its
 * title and colour (the server checks the type, the display id and that it is not there already).
 * Refusals are shown by the form beside the display id, not as a toast too.
 */
export const useSetContestProblem = () =>
  useCallMutation(adminSetContestProblemInfo, {
    toInput: (body: ContestProblemLink) => ({ body }),
    invalidates: contestProblemChangedKeys,
    callOptions: { quietRefusalStatuses: [400, 403, 404] },
  });
