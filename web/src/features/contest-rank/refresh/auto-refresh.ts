/** The board's auto refresh every 30 s (spec part 2 §2, §8, §9). */
export const autoRefreshIntervalMs = 30_000;

/** The contest's phase as the rules read it (the shell's phase by the server's clock). */
export type RefreshPhase = 'scheduled' | 'running' | 'ended';

export interface AutoRefresh {
  /** The phase the switch last followed. */
  phase: RefreshPhase;
  on: boolean;
  /** The switch cannot be turned on: the contest has ended, so the board no longer changes. */
  locked: boolean;
}

export type AutoRefreshEvent =
  { type: 'phase'; phase: RefreshPhase } | { type: 'toggle'; on: boolean } | { type: 'load-failed' };

/** On by default while the contest runs; off and locked once it has ended. */
export function initialAutoRefresh(phase: RefreshPhase): AutoRefresh {
  return { phase, on: phase === 'running', locked: phase === 'ended' };
}

/**
 * The switch after an event: a change of phase sets it as if the board had been opened then (the
 * start turns it on, the end turns it off and locks it); a failed load turns it off (the viewer may
 * turn it on again); the viewer's toggle holds unless it is locked.
 */
export function autoRefreshAfter(state: AutoRefresh, event: AutoRefreshEvent): AutoRefresh {
  switch (event.type) {
    case 'phase':
      return event.phase === state.phase ? state : initialAutoRefresh(event.phase);
    case 'toggle':
      return state.locked ? state : { ...state, on: event.on };
    case 'load-failed':
      return { ...state, on: false };
  }
}
