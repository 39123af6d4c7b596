import { pathId, scopeHref, type TrainingScope } from '../../../lib/scope/scope-href';
import { shellTabHref, shellTabOf, type ShellTabs } from '../../../lib/scope/shell-tabs';

/** The training screens' tabs (spec part 2 §2 "Training details"); the rank is for private trainings. */
export const trainingTabs = ['home', 'problems', 'rank'] as const;
export type TrainingTab = (typeof trainingTabs)[number];

/** A problem highlights the problem list; its focus mode highlights none. */
const trainingShell: ShellTabs<TrainingTab> = {
  tabs: trainingTabs,
  problemTab: (rest) => (rest.length === 1 ? 'problems' : null),
};

/**
 * A tab's path: the home is the training's own path, the others one step below it, under the group
 * when the training is opened through its group's pages.
 */
export function trainingTabPath(training: TrainingScope, tab: TrainingTab): string {
  return shellTabHref(training, trainingShell, tab);
}

/** A problem of the training, by its problem id, and its focus mode. */
export const trainingProblemHref = (training: TrainingScope, problemId: string): string =>
  scopeHref(training, ['problem', problemId]);

export const trainingFullScreenHref = (training: TrainingScope, problemId: string): string =>
  scopeHref(training, ['problem', problemId, 'full-screen']);

/**
 * The training a path shows and the tab it highlights; a training opened inside a group has the same
 * tabs. Focus mode and paths outside a training give null.
 */
export function trainingPathOf(pathname: string): { scope: TrainingScope; tab: TrainingTab } | null {
  return shellTabOf(pathname, 'training', trainingShell);
}

/** The training id of a path's parameter; one that is not an id reads as 0 (the server says so). */
export function tidOfParam(trainingID: string): number {
  return pathId(trainingID) ?? 0;
}
