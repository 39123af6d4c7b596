import type { ProblemTagRow } from '@oj/shared';
import { loadProblemCatalogue, readProblemLines } from '../../data/problems/problem-catalogue';
import type { ProblemSummary } from '../../data/problems/problem-summary';
import { loadTagCatalogue, readTagClassifications, readTags } from '../../data/tags/tag-catalogue';
import { cachedFor } from '../../data/cached-for';
import { linesByKey } from '../../data/kit/paging/lines-by-key';
import { indexProblemCatalogue } from './index-problem-catalogue';
import { indexTagCatalogue, problemTagRowOf, type TagCatalogueIndex } from './index-tag-catalogue';

/*
 * The problem list, the tag dialog and every problem page read these small catalogues. A warm function
 * keeps each for ten seconds, so a contest's opening burst costs one read of each per function
 * instance, and a new problem, tag or verdict count shows within ten seconds in the lists that page
 * the catalogue itself. A list whose rows are named elsewhere (a training's links, a problem's tag
 * ids) reads them through `problemLinesOf` and `tagLinesOf`, which read what the copy lacks.
 */

export const problemCatalogue = cachedFor(10_000, async () =>
  indexProblemCatalogue(await loadProblemCatalogue()),
);

export const tagCatalogue = cachedFor(10_000, async () => indexTagCatalogue(await loadTagCatalogue()));

/**
 * The catalogue lines of `pids`, from the cached copy, and by key those newer than it: a problem made
 * a second ago is in the answer. A pid without a problem is absent.
 */
export async function problemLinesOf(pids: readonly number[]): Promise<ReadonlyMap<number, ProblemSummary>> {
  const { byPid } = await problemCatalogue();
  return linesByKey(pids, byPid, async (missing) =>
    (await readProblemLines(missing)).map((line) => [line.pid, line] as const),
  );
}

/**
 * The tags of `ids` in their wire form, from the cached copy, and by key (with their classifications)
 * those newer than it: a tag made with a problem a second ago is on its rows. A deleted tag is absent.
 */
export async function tagLinesOf(ids: readonly number[]): Promise<Pick<TagCatalogueIndex, 'byId'>> {
  const index = await tagCatalogue();
  const byId = await linesByKey(ids, index.byId, async (missing) => {
    const tags = await readTags(missing);
    const known = new Map(index.classifications.map((classification) => [classification.id, classification]));
    const classifications = await linesByKey(
      tags.flatMap((tag) => (tag.classificationId === null ? [] : [tag.classificationId])),
      known,
      async (unknown) => (await readTagClassifications(unknown)).map((found) => [found.id, found] as const),
    );
    return tags.map((tag): readonly [number, ProblemTagRow] => [
      tag.id,
      problemTagRowOf(
        tag,
        tag.classificationId === null ? undefined : classifications.get(tag.classificationId),
      ),
    ]);
  });
  return { byId };
}
