import type {
  ContestScrollBoardInfo,
  ContestScrollBoardSubmission,
} from '@oj/shared/api/contest-scroll-board';
import { type AcmCell, acmCellView, foldAcmCell } from '@oj/shared/domain/contest-board/acm-cell';
import type {
  BoardClock,
  BoardSubmission,
  ContestantIdentity,
} from '@oj/shared/domain/contest-board/board-facts';
import { isoOfScrollBoardDate } from './scroll-board-date';

/*
 * What the resolver replays, computed once from the two scroll board calls: every contestant's cells
 * as the frozen board showed them and as the real board shows them, folded by the board's own rule
 * (`foldAcmCell`), so that the last step of the replay is the real board.
 */

/** A problem column: its display id and balloon colour. */
export interface ResolverProblem {
  displayId: string;
  color: string | null;
}

/** One contestant of the replay. */
export interface ResolverContestant {
  identity: ContestantIdentity;
  /** The cells as the frozen board shows them: tries from the seal on are pending. */
  frozen: Record<string, AcmCell>;
  /** The cells with every verdict shown: the real board's. */
  final: Record<string, AcmCell>;
  /** The problems whose cell the replay reveals, in column order: those where the two differ. */
  hidden: readonly string[];
}

export interface ResolverInput {
  problems: readonly ResolverProblem[];
  contestants: readonly ResolverContestant[];
  starUserList: readonly string[];
}

/** Display ids in the order a contest lists them (the server's own order): `A` before `B`, `2` before `10`. */
export function compareDisplayIds(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });
}

/*
 * The submission list holds only what the board counts (from the start to before the end), so the
 * end plays no part: a time no submission reaches stands for it.
 */
const noEnd = '9999-12-31T23:59:59.000Z';

function sameCell(a: AcmCell | undefined, b: AcmCell | undefined): boolean {
  return JSON.stringify(a && acmCellView(a)) === JSON.stringify(b && acmCellView(b));
}

/** The replay of a contest from its scroll board info and submissions. */
export function resolverInputOf(
  info: ContestScrollBoardInfo,
  submissions: readonly ContestScrollBoardSubmission[],
): ResolverInput {
  const problems = Object.entries(info.balloonColor)
    .map(([displayId, color]) => ({ displayId, color }))
    .sort((a, b) => compareDisplayIds(a.displayId, b.displayId));
  const startTime = isoOfScrollBoardDate(info.startTime, 'startTime');
  const sealTime =
    info.sealRankTime === null ? null : isoOfScrollBoardDate(info.sealRankTime, 'sealRankTime');
  const frozenClock: BoardClock = { startTime, endTime: noEnd, sealTime };
  const finalClock: BoardClock = { startTime, endTime: noEnd, sealTime: null };

  const byContestant = new Map<
    string,
    { identity: ContestantIdentity; byProblem: Map<string, BoardSubmission[]> }
  >();
  for (const submission of submissions) {
    const { uid, username, nickname, realname, school, gender, avatar } = submission;
    let contestant = byContestant.get(uid);
    if (!contestant) {
      contestant = {
        identity: { uid, username, nickname, realname, school, gender, avatar },
        byProblem: new Map(),
      };
      byContestant.set(uid, contestant);
    }
    const tries = contestant.byProblem.get(submission.displayId) ?? [];
    tries.push({
      submitId: submission.submitId,
      time: isoOfScrollBoardDate(submission.submitTime, `submission ${submission.submitId} submitTime`),
      status: submission.status,
      afterContest: false,
    });
    contestant.byProblem.set(submission.displayId, tries);
  }

  const columnOrder = problems.map((problem) => problem.displayId);
  const contestants = [...byContestant.values()].map(({ identity, byProblem }): ResolverContestant => {
    const frozen: Record<string, AcmCell> = {};
    const final: Record<string, AcmCell> = {};
    for (const [displayId, tries] of byProblem) {
      frozen[displayId] = foldAcmCell(tries, { clock: frozenClock, containsEnd: false });
      final[displayId] = foldAcmCell(tries, { clock: finalClock, containsEnd: false });
    }
    // A problem no longer in the contest still counts on the board; it is revealed after the columns.
    const tried = [...byProblem.keys()].sort(
      (a, b) => orderOf(columnOrder, a) - orderOf(columnOrder, b) || compareDisplayIds(a, b),
    );
    const hidden = tried.filter((displayId) => !sameCell(frozen[displayId], final[displayId]));
    return { identity, frozen, final, hidden };
  });
  return { problems, contestants, starUserList: info.starUserList };
}

function orderOf(columnOrder: readonly string[], displayId: string): number {
  const index = columnOrder.indexOf(displayId);
  return index === -1 ? columnOrder.length : index;
}
