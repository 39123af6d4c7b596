import type { AcmContestRankRow, OiContestRankRow } from '@oj/shared/api/contest-rank';
import { rankShowNames, type RankShowName } from '@oj/shared/domain/contest';

/** A row of either board. */
export type RankRow = AcmContestRankRow | OiContestRankRow;

/** The board's rule (the contest's `type`: 0 ACM, 1 OI). */
export type RankRule = 'acm' | 'oi';

export function rankRuleOf(type: number): RankRule {
  return type === 1 ? 'oi' : 'acm';
}

/** A problem column: display id, title, balloon colour, and its counts when the viewer may see them. */
export interface RankProblem {
  displayId: string;
  title: string;
  color: string | null;
  ac: number | null;
  total: number | null;
}

/** What a board needs to know of its contest. */
export interface RankContest {
  cid: number;
  rule: RankRule;
  /** Which of the contestant's names the board shows (contest setting `rankShowName`). */
  rankShowName: RankShowName;
  /** OI: whether a problem counts the contestant's latest score or their highest (`oiRankScoreType`). */
  oiScore: OiScoreRule;
}

export type OiScoreRule = 'latest' | 'highest';

/** The contest's `oiRankScoreType`: `Highest`, or the latest (`Recent`, the server's default) for any other. */
export function oiScoreRuleOf(value: string): OiScoreRule {
  return value === 'Highest' ? 'highest' : 'latest';
}

/** The contest's `rankShowName` as one the board knows; any other reads as the username. */
export function rankShowNameOf(value: string): RankShowName {
  return (rankShowNames as readonly string[]).includes(value) ? (value as RankShowName) : 'username';
}

/** What a board needs of its contest, read from the contest's own settings. */
export function rankContestOf(
  cid: number,
  contest: { type: number; rankShowName: string; oiRankScoreType: string },
): RankContest {
  return {
    cid,
    rule: rankRuleOf(contest.type),
    rankShowName: rankShowNameOf(contest.rankShowName),
    oiScore: oiScoreRuleOf(contest.oiRankScoreType),
  };
}

/** A problem list's entry as a column; its counts stay null where the list carries none (outside boards). */
export function rankProblemOf(problem: {
  displayId: string;
  displayTitle: string;
  color: string | null;
  ac?: number | null;
  total?: number | null;
}): RankProblem {
  return {
    displayId: problem.displayId,
    title: problem.displayTitle,
    color: problem.color,
    ac: problem.ac ?? null,
    total: problem.total ?? null,
  };
}

/** The name a row shows: the contest's chosen name, or the username when that one is empty. */
export function shownNameOf(row: RankRow, rankShowName: RankShowName): string {
  return row[rankShowName].trim() || row.username;
}

/** How a row sits at the top of page 1: the viewer's own copy, a followed contestant's, or neither. */
export type RowPin = 'me' | 'followed' | null;
