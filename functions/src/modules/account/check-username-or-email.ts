import type { checkUsernameOrEmail as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { claimsTaken } from '../../data/users/check-claims';

/** POST /api/check-username-or-email: whether each is already taken. */
export const checkUsernameOrEmail: Route<typeof call>['handle'] = ({ body }) =>
  claimsTaken(body.username || undefined, body.email || undefined);
