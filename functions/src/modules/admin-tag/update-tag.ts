import { normalizeJudgeSource, type adminUpdateTag as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { getTag } from '../../data/tags/get-tag';
import { updateTag as storeTag } from '../../data/tags/update-tag';
import { loadTagCatalogue } from '../../data/tags/tag-catalogue';
import type { Tag } from '../../data/tags/tag-item';
import { tagRow } from './tag-row';
import { explainTagWrite } from './tag-write-outcome';

/** PUT /api/admin/tag: rename, recolour, move to another classification (or none). */
export const updateTag: Route<typeof call>['handle'] = async ({ body }) => {
  const previous = await getTag(body.id);
  if (!previous) throw new AppError('tagNotFound', { id: body.id });
  const next: Tag = {
    ...previous,
    name: body.name,
    color: body.color,
    oj: normalizeJudgeSource(body.oj),
    classificationId: body.tcid ?? null,
  };
  const outcome = await storeTag(previous, next).catch((error: unknown) => explainTagWrite(error, next));
  if (outcome === 'missing') throw new AppError('tagNotFound', { id: body.id });
  return tagRow(next, (await loadTagCatalogue()).classifications);
};
