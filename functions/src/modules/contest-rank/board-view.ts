import { boardSealTimeFor, type StoredContest } from '@oj/shared';

/**
 * One view of a contest's board, built and kept as one snapshot: the real board or the frozen one
 * (from `sealRankTime`, for non-admins until the end), with or without after-contest submissions
 * (`containsEnd`, real board only: a frozen board never shows them), with or without star rows.
 */
export interface BoardView {
  frozen: boolean;
  containsEnd: boolean;
  removeStar: boolean;
}

/** The view's name in keys: `real-end-nostar`, `frozen-intime-star`, … */
export function boardViewName(view: BoardView): string {
  return [
    view.frozen ? 'frozen' : 'real',
    view.containsEnd ? 'end' : 'intime',
    view.removeStar ? 'nostar' : 'star',
  ].join('-');
}

/** The view a viewer is shown at `now` (ISO): frozen by the contest's seal rule unless an admin. */
export function boardViewFor(
  contest: Pick<StoredContest, 'sealRank' | 'sealRankTime' | 'endTime'>,
  request: { containsEnd?: boolean | null; removeStar?: boolean | null },
  now: string,
  viewerIsContestAdmin: boolean,
): BoardView {
  const frozen = boardSealTimeFor(contest, now, viewerIsContestAdmin) !== null;
  return {
    frozen,
    containsEnd: !frozen && request.containsEnd === true,
    removeStar: request.removeStar === true,
  };
}
