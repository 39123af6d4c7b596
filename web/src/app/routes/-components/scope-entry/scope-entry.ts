import type { TrainingView } from '@oj/shared/api/training';
import type { ContestShellState } from '../../../../features/contest/shell/use-contest-shell-state';
import type { ContestShell } from '../../../../features/contest/shell/contest-shell-context';
import type { TrainingShellState } from '../../../../features/training/details/use-training-shell-state';
import type { TrainingWayInReason } from '../../../../features/training/details/components/training-way-in';

/**
 * How far the viewer got into the contest, training or (once they exist) group a route opens. Every
 * route of one, its shell and its focus mode alike, draws this first through `ScopeEntryGate`: a
 * visitor is asked to log in, nothing is drawn while the answers come, a scope the server refuses
 * (it does not exist for the viewer) is a dead end with the server's reason. Only an entered scope
 * reaches the route's own screen, which draws the way in (a password, a lock) or the scope's content;
 * the server refuses the content itself wherever the scope is refused.
 */
export type ScopeEntry<Entered> =
  | { state: 'login-required' }
  | { state: 'loading' }
  | { state: 'refused'; message: string | null }
  | { state: 'entered'; entered: Entered };

/** A training the viewer found: its head, and what they must pass first (null when it is open). */
export interface EnteredTraining {
  training: TrainingView;
  wayIn: TrainingWayInReason | null;
}

/** A contest the viewer found: its shell (standing, tabs, clock), decided by the contest feature. */
export interface EnteredContest {
  shell: ContestShell;
  clockOffsetMs: number;
}

export function trainingEntryOf(state: TrainingShellState): ScopeEntry<EnteredTraining> {
  switch (state.state) {
    case 'login-required':
    case 'loading':
      return { state: state.state };
    case 'failed':
      return { state: 'refused', message: state.message };
    case 'open':
      return { state: 'entered', entered: { training: state.training, wayIn: null } };
    case 'locked':
    case 'password':
      return { state: 'entered', entered: { training: state.training, wayIn: state.state } };
  }
}

export function contestEntryOf(state: ContestShellState): ScopeEntry<EnteredContest> {
  switch (state.state) {
    case 'login-required':
    case 'loading':
      return { state: state.state };
    case 'failed':
      return { state: 'refused', message: state.error.message || null };
    case 'ready':
      return { state: 'entered', entered: { shell: state.shell, clockOffsetMs: state.clockOffsetMs } };
  }
}
