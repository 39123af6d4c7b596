import { readDiscussionLine } from '../../data/discussions/read-discussion-line';
import type { DiscussionLine } from '../../data/discussions/discussion-line';
import { AppError } from '../../frame/app-error';

/** The discussion's line, or the refusal naming the id. */
export async function findDiscussion(did: number): Promise<DiscussionLine> {
  const line = await readDiscussionLine(did);
  if (!line) throw new AppError('discussionNotFound', { did });
  return line;
}
