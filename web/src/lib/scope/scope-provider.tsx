import { createContext, useContext, type ReactNode } from 'react';
import type { Scope } from '@oj/shared/domain/scope';
import type { ContestScope, ScopeOf, TrainingScope } from './scope-href';

/** A place's focus-mode screen: the toolbar's focus button goes there, or back from there. */
export interface FocusScreen {
  active: boolean;
  href: string;
}

/**
 * The problem page inside a contest. The route that opens it hands in the contest, the problem's
 * display id there, where its links go and the contest's own checks before a submit, so the problem
 * feature draws the same page in both places without knowing the contest feature.
 */
export interface ContestPageScope extends ContestScope {
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
  /** The contest's focus-mode screen. */
  focus?: FocusScreen;
  /**
   * The viewer does not see the contest's results as they come (a sealed board): its figures for the
   * problem are hidden, shown as a question mark as on the contest's problem list.
   */
  countsHidden?: boolean;
}

/**
 * The problem page inside a training: the problem is the public one, its submissions carry the
 * training's id (they count for the training's rank), and the training has a focus mode.
 */
export interface TrainingPageScope extends TrainingScope {
  focus: FocusScreen;
}

/**
 * Where a page is opened, with what that place adds to it; keyed on the scope's kind, so a contest's
 * extras exist only inside a contest. Each member is a `Scope` itself, so it goes to `scopeHref` and
 * to the helpers below as it is.
 */
export type PageScope = ScopeOf<'public'> | ContestPageScope | TrainingPageScope | ScopeOf<'group'>;

/** Outside any provider the page is the public site's: "no scope" has one spelling. */
const ScopeContext = createContext<PageScope>({ kind: 'public' });

/** Opens a scope for the pages below: the route that knows the place draws it. */
export function ScopeProvider({ scope, children }: { scope: PageScope; children: ReactNode }) {
  return <ScopeContext value={scope}>{children}</ScopeContext>;
}

/** The scope the page is opened in; the public site's outside any provider. */
export function useScope(): PageScope {
  return useContext(ScopeContext);
}

/** The contest's id for calls that take one: 0 outside contests. */
export function scopeCid(scope: Scope): number {
  return scope.kind === 'contest' ? scope.cid : 0;
}

/** The training's id for calls that take one: 0 outside trainings. */
export function scopeTid(scope: Scope): number {
  return scope.kind === 'training' ? scope.tid : 0;
}

/** The id the page shows for its problem: the display id inside a contest, else the problem's own. */
export function useShownProblemId(problemId: string): string {
  const scope = useScope();
  return scope.kind === 'contest' ? scope.displayId : problemId;
}
