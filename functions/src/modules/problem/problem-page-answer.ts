import type { CallResponse, getProblemDetail, VerdictCounts } from '@oj/shared';
import type { Problem } from '../../data/problems/problem-item';
import { tagLinesOf } from './cached-catalogues';
import { tagsByIds } from './index-tag-catalogue';
import { offeredLanguages } from './offered-languages';
import { offeredTemplates, problemCountOf, problemViewOf } from './problem-view';

/**
 * A problem page's answer (the contract's `ProblemInfoVO`) for a problem the caller may open: the
 * statement, its tags, the languages it allows with their enabled starting code, and `counts` as its
 * statistics. The public page and the page inside a training answer it alike.
 */
export async function problemPageAnswer(
  problem: Problem,
  counts: VerdictCounts,
): Promise<CallResponse<typeof getProblemDetail>> {
  const [tags, languages] = await Promise.all([tagLinesOf(problem.tagIds), offeredLanguages(problem)]);
  return {
    problem: problemViewOf(problem),
    tags: tagsByIds(tags, problem.tagIds),
    languages,
    codeTemplate: Object.fromEntries(
      offeredTemplates(problem).map((template) => [template.language, template.code]),
    ),
    problemCount: problemCountOf(counts),
  };
}
