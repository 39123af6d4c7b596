import { createContext, useContext } from 'react';
import type { ContestView } from '@oj/shared/api/contest';
import type { ContestPhase } from './contest-phase';
import type { ContestStanding } from './contest-standing';
import type { VisibleContestTab } from './contest-tabs';

/**
 * A contest admin's view settings (the shell's settings popover), read by the rank and submission
 * tabs: show submissions made after the end, and ask the board to be rebuilt now rather than served
 * from its cache.
 */
export interface ContestViewSettings {
  afterContestSubmissions: boolean;
  forceUpdate: boolean;
}

/** What every screen inside a contest's shell knows about the contest and the viewer. */
export interface ContestShell {
  cid: number;
  /** `get-contest-info`'s answer (its `status` is as of the answer: read `phase` instead). */
  contest: ContestView;
  /** The phase by the server's clock, turning at the start and at the end without a reload. */
  phase: ContestPhase;
  /** The server's clock now, in epoch milliseconds (the browser's clock plus the measured offset). */
  serverNow: () => number;
  standing: ContestStanding;
  /** The tabs the viewer sees, in order. */
  tabs: readonly VisibleContestTab[];
  /** The admin's view settings; both off for everyone else. */
  settings: ContestViewSettings;
  changeSettings: (change: Partial<ContestViewSettings>) => void;
}

export const ContestShellContext = createContext<ContestShell | null>(null);

/** The ticking server clock (epoch ms, once a second), apart so a tick re-renders only its readers. */
export const ContestClockContext = createContext<number | null>(null);

/** The contest shell of the screen; only screens drawn inside `/contest/$contestID` may ask. */
export function useContestShell(): ContestShell {
  const shell = useContext(ContestShellContext);
  if (!shell) throw new Error('useContestShell is read outside the contest shell (/contest/$contestID)');
  return shell;
}

/** The server's clock, re-rendering its reader every second (countdowns, "x minutes ago"). */
export function useContestClock(): number {
  const now = useContext(ContestClockContext);
  if (now === null)
    throw new Error('useContestClock is read outside the contest shell (/contest/$contestID)');
  return now;
}
