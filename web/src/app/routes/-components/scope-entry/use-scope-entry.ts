import { useSession } from '../../../../features/account/session/use-session';
import { useContestShellState } from '../../../../features/contest/shell/use-contest-shell-state';
import { useTrainingShellState } from '../../../../features/training/details/use-training-shell-state';
import { useContestViewer } from '../use-contest-viewer';
import { contestEntryOf, trainingEntryOf, type EnteredContest, type EnteredTraining } from './scope-entry';
import type { ScopeEntry } from './scope-entry';

/** The viewer's entry into training `tid`, for its shell and its focus mode. */
export function useTrainingEntry(tid: number): ScopeEntry<EnteredTraining> {
  const uid = useSession()?.user.uid ?? null;
  return trainingEntryOf(useTrainingShellState(tid, uid));
}

/**
 * The viewer's entry into contest `cid`, for its shell and its focus mode. `openContestComment` (the
 * website switch) decides whether the shell lists the comment tab; focus mode lists no tab.
 */
export function useContestEntry(cid: number, openContestComment = false): ScopeEntry<EnteredContest> {
  return contestEntryOf(useContestShellState(cid, useContestViewer(), openContestComment));
}
