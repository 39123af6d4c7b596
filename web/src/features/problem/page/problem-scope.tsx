import { createContext, useContext } from 'react';

/**
 * Where the problem page is opened when it is not the public site's page: inside a contest. The
 * route that opens it hands in the contest's id, the problem's display id there, where its links go
 * and the contest's own checks before a submit, so this feature draws the same page in both places
 * without knowing the contest feature.
 */
export interface ContestProblemScope {
  cid: number;
  /** The problem's display id in the contest (`A`): the header, the drafts and My Submission use it. */
  displayId: string;
  /** Where one of the viewer's submissions opens (the contest's own submission page). */
  submissionHref: (submitId: number) => string;
  /**
   * The viewer's submissions made before the start are the contest admins' tries, listed apart
   * (`beforeContestSubmit`); from the start on, the contest's own.
   */
  beforeStart: boolean;
  /**
   * Asked after the page's own checks (login, empty or too long code) and before the code is sent:
   * resolves false to stop, having said why or asked the user (an ended contest, the exam's submit
   * limit, the overwrite confirmation of an OI contest without real-time results).
   */
  confirmSubmit?: () => Promise<boolean>;
  /** The contest's focus-mode screen: the toolbar's focus button goes there, or back from there. */
  focus?: { active: boolean; href: string };
  /**
   * The viewer does not see the contest's results as they come (a sealed board): its figures for the
   * problem are hidden, shown as a question mark as on the contest's problem list.
   */
  countsHidden?: boolean;
}

export const ProblemScopeContext = createContext<ContestProblemScope | null>(null);

/**
 * Where the problem page is opened inside a training: the problem is the public one, its submissions
 * carry the training's id (they count for the training's rank), and the training has a focus mode.
 */
export interface TrainingProblemScope {
  tid: number;
  /** The training's focus-mode screen: the toolbar's focus button goes there, or back from there. */
  focus: { active: boolean; href: string };
}

export const TrainingScopeContext = createContext<TrainingProblemScope | null>(null);

/** The training the page is opened in, or null. */
export function useTrainingScope(): TrainingProblemScope | null {
  return useContext(TrainingScopeContext);
}

/** The contest the page is opened in, or null on the public site. */
export function useContestScope(): ContestProblemScope | null {
  return useContext(ProblemScopeContext);
}

/** The contest's id for calls that take one: 0 outside contests. */
export function scopeCid(scope: ContestProblemScope | null): number {
  return scope?.cid ?? 0;
}

/** The id the page shows for its problem: the display id inside a contest, else the problem's own. */
export function useShownProblemId(problemId: string): string {
  return useContestScope()?.displayId ?? problemId;
}
