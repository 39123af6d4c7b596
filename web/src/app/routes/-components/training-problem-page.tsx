import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isAdminSession, useSession } from '../../../features/account/session/use-session';
import { ProblemPageView } from '../../../features/problem/page/components/problem-page';
import { trainingProblemDetailsQueryOptions } from '../../../features/training/api/get-training-problem-details';
import { TrainingNavigator } from '../../../features/training/focus/training-navigator';
import { TrainingWayIn } from '../../../features/training/details/components/training-way-in';
import {
  tidOfParam,
  trainingFullScreenHref,
  trainingProblemHref,
} from '../../../features/training/details/training-paths';
import { trainingScope } from '../../../lib/scope/scope-href';
import { ScopeProvider } from '../../../lib/scope/scope-provider';
import { FocusClosedFrame } from './scope-entry/focus-closed-frame';
import { ScopeEntryGate } from './scope-entry/scope-entry-gate';
import { useTrainingEntry } from './scope-entry/use-scope-entry';

const pageRoute = getRouteApi('/training/$trainingID/problem/$problemID');
const focusRoute = getRouteApi('/training/$trainingID/problem/$problemID/full-screen');

/**
 * The problem page inside a training (spec part 2 §2 "TrainingProblemDetails"): the statement is the
 * training's answer (`get-training-problem-details`, which the server refuses wherever it refuses the
 * training), and its submissions carry the training's id, so they count for its rank and for the
 * problem everywhere; focus mode is the training's own screen. Drawn only once the route let the
 * viewer in.
 */
function TrainingProblemScreen({
  tid,
  problemID,
  inFocusMode,
}: {
  tid: number;
  problemID: string;
  inFocusMode: boolean;
}) {
  const session = useSession();
  const viewer = { username: session?.user.username ?? null, isAdmin: isAdminSession(session) };
  const detail = useSuspenseQuery(trainingProblemDetailsQueryOptions(tid, problemID)).data;
  const training = trainingScope(tid);
  const focus = {
    active: inFocusMode,
    href: (inFocusMode ? trainingProblemHref : trainingFullScreenHref)(training, problemID),
  };
  return (
    <ScopeProvider scope={{ ...training, focus }}>
      <ProblemPageView detail={detail} viewer={viewer} />
    </ScopeProvider>
  );
}

/** A training's problem inside its shell, which has let the viewer in. */
export function TrainingProblemPage() {
  const { trainingID, problemID } = pageRoute.useParams();
  return <TrainingProblemScreen tid={tidOfParam(trainingID)} problemID={problemID} inFocusMode={false} />;
}

/**
 * A training problem's focus mode: outside the shell, so it checks entry itself, the same way
 * (`ScopeEntryGate`); then the problem and the editor over the whole window, without the site's frame,
 * and the bottom navigator through the training's problems, or what stands in the way.
 */
export function TrainingProblemFullScreenPage() {
  const { trainingID, problemID } = focusRoute.useParams();
  const { t } = useTranslation();
  const tid = tidOfParam(trainingID);
  const backHref = trainingProblemHref(trainingScope(tid), problemID);
  const entry = useTrainingEntry(tid);
  return (
    <div className="min-h-screen bg-slate-50 px-3 pt-4 pb-20 sm:px-5" data-testid="training-full-screen">
      <ScopeEntryGate kind="training" entry={entry}>
        {({ training, wayIn }) =>
          wayIn ? (
            <FocusClosedFrame
              title={training.title}
              backHref={backHref}
              backText={t('training.details.focus.back')}
            >
              <TrainingWayIn tid={tid} training={training} reason={wayIn} />
            </FocusClosedFrame>
          ) : (
            <>
              <TrainingProblemScreen tid={tid} problemID={problemID} inFocusMode />
              <TrainingNavigator tid={tid} openId={problemID} backHref={backHref} />
            </>
          )
        }
      </ScopeEntryGate>
    </div>
  );
}
