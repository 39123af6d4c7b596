import { getRouteApi, Outlet, useLocation } from '@tanstack/react-router';
import { tidOfParam } from '../../../features/training/details/training-paths';
import { useSession } from '../../../features/account/session/use-session';
import { TrainingShell } from '../../../features/training/details/components/training-shell';

const shellRoute = getRouteApi('/training/$trainingID');

/** A training's shell: hands the session to the training feature, which does not know it. */
export function TrainingShellPage() {
  const { trainingID } = shellRoute.useParams();
  const { pathname } = useLocation();
  const uid = useSession()?.user.uid ?? null;
  return (
    <TrainingShell tid={tidOfParam(trainingID)} uid={uid} pathname={pathname}>
      <Outlet />
    </TrainingShell>
  );
}
