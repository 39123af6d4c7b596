import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { isAdminSession, useSession } from '../../../features/account/session/use-session';
import { problemDetailQueryOptions } from '../../../features/problem/page/api/get-problem-detail';
import { ProblemPageView } from '../../../features/problem/page/components/problem-page';
import { TrainingNavigator } from '../../../features/training/focus/training-navigator';
import {
  tidOfParam,
  trainingFullScreenHref,
  trainingProblemHref,
} from '../../../features/training/details/training-paths';

const pageRoute = getRouteApi('/training/$trainingID/problem/$problemID');
const focusRoute = getRouteApi('/training/$trainingID/problem/$problemID/full-screen');

/**
 * The problem page inside a training (spec part 2 §2 "TrainingProblemDetails"): the public problem,
 * whose submissions carry the training's id, so they count for its rank and for the problem
 * everywhere; focus mode is the training's own screen.
 */
function TrainingProblemScreen({
  trainingID,
  problemID,
  inFocusMode,
}: {
  trainingID: string;
  problemID: string;
  inFocusMode: boolean;
}) {
  const tid = tidOfParam(trainingID);
  const session = useSession();
  const viewer = { username: session?.user.username ?? null, isAdmin: isAdminSession(session) };
  const detail = useSuspenseQuery(problemDetailQueryOptions(problemID)).data;
  const focus = {
    active: inFocusMode,
    href: inFocusMode ? trainingProblemHref(tid, problemID) : trainingFullScreenHref(tid, problemID),
  };
  return <ProblemPageView detail={detail} viewer={viewer} training={{ tid, focus }} />;
}

/** A training's problem inside its shell. */
export function TrainingProblemPage() {
  const { trainingID, problemID } = pageRoute.useParams();
  return <TrainingProblemScreen trainingID={trainingID} problemID={problemID} inFocusMode={false} />;
}

/**
 * A training problem's focus mode: the problem and the editor over the whole window, without the
 * site's frame, and the bottom navigator through the training's problems.
 */
export function TrainingProblemFullScreenPage() {
  const { trainingID, problemID } = focusRoute.useParams();
  const tid = tidOfParam(trainingID);
  return (
    <div className="min-h-screen bg-slate-50 px-3 pt-4 pb-20 sm:px-5" data-testid="training-full-screen">
      <TrainingProblemScreen trainingID={trainingID} problemID={problemID} inFocusMode />
      <TrainingNavigator tid={tid} openId={problemID} backHref={trainingProblemHref(tid, problemID)} />
    </div>
  );
}
