import {
  acmAwardEligible,
  acmRankRowView,
  applyAwards,
  contestType,
  foldAcmCell,
  foldOiProblem,
  oiAwardEligible,
  phaseOfSubmission,
  rankAcmBoard,
  rankOiBoard,
  removeStarRows,
  type AcmCell,
  type AcmContestant,
  type AcmRankRowView,
  type BoardClock,
  type BoardSubmission,
  type OiContestant,
  type OiProblemResult,
  type OiRankRow,
  type StoredContest,
} from '@oj/shared';
import type { BoardRow } from '../../data/contest-boards/board-row-item';
import type { BoardView } from './board-view';

export type RankedRow = AcmRankRowView | OiRankRow;

/** What the board reads of a contest: its rules and settings. */
export type BoardContest = Pick<
  StoredContest,
  | 'type'
  | 'startTime'
  | 'endTime'
  | 'sealRankTime'
  | 'starAccount'
  | 'awardType'
  | 'awardConfigList'
  | 'oiRankScoreType'
>;

/**
 * A contestant's submissions per problem as the view shows them: only problems of the contest (a
 * problem removed from it leaves the board), only submissions the view shows at all (not those
 * before the start; after-contest ones only in a real ACM view with `containsEnd`). A contestant with
 * nothing shown is not on the view's board.
 */
function shownByProblem(
  row: BoardRow,
  problems: ReadonlySet<string>,
  clock: BoardClock,
  showAfterContest: boolean,
): Map<string, BoardSubmission[]> {
  const byProblem = new Map<string, BoardSubmission[]>();
  for (const { displayId, ...entry } of row.entries) {
    if (!problems.has(displayId)) continue;
    const submission: BoardSubmission = { ...entry, afterContest: false };
    const phase = phaseOfSubmission(submission, clock);
    if (phase === 'beforeStart' || (phase === 'afterContest' && !showAfterContest)) continue;
    byProblem.set(displayId, [...(byProblem.get(displayId) ?? []), submission]);
  }
  return byProblem;
}

/**
 * The ranked board of one view, as the client receives its rows, from the stored rows: each cell
 * folded with the view's clock, then ranked, stars dropped (`removeStar`) and awards given, by the
 * shared board functions. The same rows always give the same board, whoever builds it.
 */
export function rankedBoardOf(
  contest: BoardContest,
  problemDisplayIds: readonly string[],
  rows: readonly BoardRow[],
  view: BoardView,
): RankedRow[] {
  const clock: BoardClock = {
    startTime: contest.startTime,
    endTime: contest.endTime,
    sealTime: view.frozen ? contest.sealRankTime : null,
  };
  const problems = new Set(problemDisplayIds);
  const awards = { awardType: contest.awardType, awardConfigList: contest.awardConfigList };
  const isAcm = contest.type === contestType.acm;
  const shown = rows
    .map((row) => ({ row, byProblem: shownByProblem(row, problems, clock, isAcm && view.containsEnd) }))
    .filter(({ byProblem }) => byProblem.size > 0);

  if (isAcm) {
    const contestants: AcmContestant[] = shown.map(({ row, byProblem }) => {
      const cells: Record<string, AcmCell> = {};
      for (const [displayId, submissions] of byProblem)
        cells[displayId] = foldAcmCell(submissions, { clock, containsEnd: view.containsEnd });
      return { identity: row.identity, cells };
    });
    let ranked = rankAcmBoard(contestants, contest.starAccount);
    if (view.removeStar) ranked = removeStarRows(ranked, contest.starAccount);
    return applyAwards(ranked, awards, acmAwardEligible).map(acmRankRowView);
  }

  const contestants: OiContestant[] = shown.map(({ row, byProblem }) => {
    const results: Record<string, OiProblemResult> = {};
    for (const [displayId, submissions] of byProblem) {
      const result = foldOiProblem(submissions, { clock, scoreType: contest.oiRankScoreType });
      if (result !== null) results[displayId] = result;
    }
    return { identity: row.identity, results };
  });
  let ranked = rankOiBoard(contestants, contest.starAccount);
  if (view.removeStar) ranked = removeStarRows(ranked, contest.starAccount);
  return applyAwards(ranked, awards, oiAwardEligible);
}
