import type { adminDeleteDiscussions as call } from '@oj/shared';
import { readDiscussionLine } from '../../data/discussions/read-discussion-line';
import type { Handler } from '../../frame/route';
import { removeDiscussion } from '../discussion';

/**
 * DELETE /api/admin/discussion, body: the ids (admin roles): each discussion with its likes, views,
 * comments and replies; ids of discussions already gone are passed over. Each author hears of it.
 */
export const deleteDiscussions: Handler<typeof call, 'admin'> = async ({ body }, context) => {
  for (const did of new Set(body)) {
    const line = await readDiscussionLine(did);
    if (line) await removeDiscussion(line, context);
  }
  return null;
};
