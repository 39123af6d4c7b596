import type { getGroupAuth as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';

/**
 * GET /api/get-group-auth (login): the caller's member auth in the group, 1 applying … 5 root (the
 * owner's row is 5), or 0 when they never applied: what the group page's Apply button reads.
 */
export const getGroupAuth: ScopedHandler<typeof call, 'user', 'group'> = async (_input, context) =>
  context.scope.group.viewerAuth ?? 0;
