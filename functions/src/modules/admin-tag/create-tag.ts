import { normalizeJudgeSource, type adminCreateTag as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { createTag as storeTag } from '../../data/tags/create-tag';
import { loadTagCatalogue } from '../../data/tags/tag-catalogue';
import { tagRow } from './tag-row';
import { explainTagWrite } from './tag-write-outcome';

/** POST /api/admin/tag: a new tag; its name is unique within its judge source regardless of case. */
export const createTag: Route<typeof call>['handle'] = async ({ body }) => {
  const fields = {
    name: body.name,
    color: body.color,
    oj: normalizeJudgeSource(body.oj),
    classificationId: body.tcid ?? null,
    gid: null,
  };
  const tag = await storeTag(fields).catch((error: unknown) => explainTagWrite(error, fields));
  return tagRow(tag, (await loadTagCatalogue()).classifications);
};
