import { getRouteApi, Outlet, useLocation } from '@tanstack/react-router';
import { tidOfParam } from '../../../features/training/details/training-paths';
import { useSession } from '../../../features/account/session/use-session';
import { TrainingShell } from '../../../features/training/details/components/training-shell';
import { ScopeEntryGate } from './scope-entry/scope-entry-gate';
import { useTrainingEntry } from './scope-entry/use-scope-entry';

const shellRoute = getRouteApi('/training/$trainingID');

/**
 * A training's shell: the route's entry check (`ScopeEntryGate`: log in, the training found), then the
 * training feature's frame, handed the session it does not know.
 */
export function TrainingShellPage() {
  const { trainingID } = shellRoute.useParams();
  const { pathname } = useLocation();
  const tid = tidOfParam(trainingID);
  const entry = useTrainingEntry(tid);
  const uid = useSession()?.user.uid ?? '';
  return (
    <ScopeEntryGate kind="training" entry={entry}>
      {({ training, wayIn }) => (
        <TrainingShell tid={tid} uid={uid} training={training} wayIn={wayIn} pathname={pathname}>
          <Outlet />
        </TrainingShell>
      )}
    </ScopeEntryGate>
  );
}
