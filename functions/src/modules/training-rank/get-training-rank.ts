import { pageAnswer, type TrainingRankRow, type getTrainingRank as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { enforce } from '../../frame/enforce';
import { readTrainingRankRows } from '../../data/trainings/training-rank-rows';
import { readTrainingProblems } from '../../data/trainings/training-problems';
import { trainingRankOpen } from '../../policy/training';
import { rankIdentities } from './rank-identities';
import { byTrainingRank, rankNumbers } from './order-training-rank';

/**
 * GET /api/get-training-rank: a page of a private training's rank (the rank tab exists for private
 * trainings only, spec §2, `trainingRankOpen` on the scope's facts), for those the route's scope let
 * in (`enter`). Everyone who submitted inside the training, by `ac` descending then `totalRunTime`
 * ascending, cells keyed by the problems' display ids there. Reads the training's rank rows, which
 * carry who each user is, and its links: two Queries of its partition, whatever the page; filtered
 * by the keyword, ordered and paged in memory.
 */
export const getTrainingRank: ScopedHandler<typeof call, 'user', 'training'> = async ({ query }, context) => {
  const { training } = context.scope;
  enforce(trainingRankOpen(training));
  const [rows, links] = await Promise.all([
    readTrainingRankRows(training.tid),
    readTrainingProblems(training.tid),
  ]);
  const displayIds = new Map(links.map((link) => [String(link.pid), link.displayId]));
  // Rows carry who they are; only rows without (none are written so now) read the account.
  const identities = await rankIdentities(rows.filter((row) => row.identity === null).map((row) => row.uid));
  for (const row of rows) if (row.identity) identities.set(row.uid, row.identity);
  const keyword = query.keyword?.toLowerCase();
  const ranked = rows
    .filter((row) => {
      if (keyword === undefined) return true;
      const who = identities.get(row.uid);
      return [who?.username, who?.nickname, who?.realname, who?.school].some((text) =>
        text?.toLowerCase().includes(keyword),
      );
    })
    .sort(byTrainingRank);
  const numbers = rankNumbers(ranked);
  const from = (query.currentPage - 1) * query.limit;
  const records: TrainingRankRow[] = ranked.slice(from, from + query.limit).map((row, index) => ({
    rank: numbers[from + index] ?? from + index + 1,
    ...(identities.get(row.uid) ?? {
      uid: row.uid,
      username: row.uid,
      nickname: '',
      realname: '',
      school: '',
      gender: 'secrecy',
      avatar: '',
    }),
    ac: row.ac,
    totalRunTime: row.totalRunTime,
    submissionInfo: Object.fromEntries(
      Object.entries(row.cells).flatMap(([pid, cell]) => {
        const displayId = displayIds.get(pid);
        return displayId === undefined ? [] : [[displayId, cell]];
      }),
    ),
  }));
  return pageAnswer(records, ranked.length, query);
};
