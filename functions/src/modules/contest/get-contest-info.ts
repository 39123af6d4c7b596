import type { getContestInfo as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { contestViewOf } from './contest-view';

/**
 * GET /api/get-contest-info: the contest's `ContestVO` with the server's clock, to any logged-in viewer
 * the contest exists for (the route's `sight`: a hidden one for its admins only).
 */
export const getContestInfo: ScopedHandler<typeof call, 'user', 'contest'> = async (_input, { scope }) =>
  contestViewOf(scope.stored, Date.now());
