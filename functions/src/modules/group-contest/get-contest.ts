import type { getGroupContest as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { adminContestView } from '../admin-contest';
import { changeableGroupContest } from './group-contest-change';

/**
 * GET /api/group/contest?cid=: the group contest's form (`AdminContestVO`, password included), for
 * those who may change it (`changeableGroupContest`).
 */
export const getContest: ScopedHandler<typeof call, 'user', 'contest'> = async (_input, context) =>
  adminContestView(changeableGroupContest(context.scope, context.user), Date.now());
