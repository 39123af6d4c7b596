import type { AcmCellView } from '@oj/shared/domain/contest-board/acm-cell';

/*
 * How a problem cell reads on the projector, in the colours of ICPC boards: green solved (darker for
 * the first solve), red rejected, yellow while a result is hidden or being judged, blank untried.
 */
export type CellKind = 'firstBlood' | 'accepted' | 'rejected' | 'pending' | 'empty';

export interface CellLook {
  kind: CellKind;
  /** The big line: `+`/`+2` solved (after two rejected tries), `-3` rejected, `?` pending. */
  main: string;
  /** The small line: the solving minute, or the tries so far while pending. */
  sub: string;
  /** Every try the cell counts, for its description. */
  tries: number;
  /** Tries whose result is not shown yet. */
  hidden: number;
  /** Minutes from the start to the solve, as the board shows them (spec: floor(seconds / 60)). */
  minute: number;
}

export function cellLookOf(cell: AcmCellView | undefined): CellLook {
  const errorNum = cell?.errorNum ?? 0;
  const hidden = cell?.tryNum ?? 0;
  const minute = Math.floor((cell?.ACTime ?? 0) / 60);
  if (cell?.isAC && !cell.isAfterContest) {
    return {
      kind: cell.isFirstAC ? 'firstBlood' : 'accepted',
      main: errorNum > 0 ? `+${errorNum}` : '+',
      sub: String(minute),
      tries: errorNum + 1,
      hidden: 0,
      minute,
    };
  }
  if (hidden > 0)
    return {
      kind: 'pending',
      main: '?',
      sub: String(errorNum + hidden),
      tries: errorNum + hidden,
      hidden,
      minute,
    };
  if (errorNum > 0)
    return { kind: 'rejected', main: `-${errorNum}`, sub: '', tries: errorNum, hidden: 0, minute };
  return { kind: 'empty', main: '', sub: '', tries: 0, hidden: 0, minute };
}
