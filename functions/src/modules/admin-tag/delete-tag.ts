import type { adminDeleteTag as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { getTag } from '../../data/tags/get-tag';
import { deleteTag as deleteStoredTag } from '../../data/tags/delete-tag';
import { loadProblemCatalogue } from '../../data/problems/problem-catalogue';
import { removeTagFromProblems } from '../../data/problems/remove-tag-from-problems';

/** DELETE /api/admin/tag: the tag and its name; the problems that carried it lose it. */
export const deleteTag: Handler<typeof call, 'admin'> = async ({ query }, context) => {
  const tag = await getTag(query.tid);
  if (!tag) throw new AppError('tagNotFound', { id: query.tid });
  await deleteStoredTag(tag);
  const changed = await removeTagFromProblems(tag.id, await loadProblemCatalogue());
  context.log.info('tag deleted', {
    id: tag.id,
    name: tag.name,
    problems: changed,
    by: context.user.username,
  });
  return null;
};
