import { trainingHomeRoute } from './training.$trainingID.index';
import { trainingProblemsRoute } from './training.$trainingID.problems';
import { trainingRankRoute } from './training.$trainingID.rank';
import { trainingProblemRoute } from './training.$trainingID.problem.$problemID';

/**
 * The tabs of a training's shell, children of `trainingShellRoute` (one line each). A tuple so the
 * route tree keeps them typed; focus mode, outside the shell, is registered in `router.tsx`.
 */
export const trainingTabRoutes = [
  trainingHomeRoute,
  trainingProblemsRoute,
  trainingRankRoute,
  trainingProblemRoute,
] as const;
