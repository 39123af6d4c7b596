import { loadProblemCatalogue } from '../../data/problems/problem-catalogue';
import { loadTagCatalogue } from '../../data/tags/tag-catalogue';
import { cachedFor } from '../../data/cached-for';
import { indexProblemCatalogue } from './index-problem-catalogue';
import { indexTagCatalogue } from './index-tag-catalogue';

/*
 * The problem list, the tag dialog and every problem page read these small catalogues. A warm function
 * keeps each for ten seconds, so a contest's opening burst costs one read of each per function
 * instance, and a new problem, tag or verdict count shows within ten seconds.
 */

export const problemCatalogue = cachedFor(10_000, async () =>
  indexProblemCatalogue(await loadProblemCatalogue()),
);

export const tagCatalogue = cachedFor(10_000, async () => indexTagCatalogue(await loadTagCatalogue()));
