import type { ContestHead } from '../data/contests/read-contest';
import type { TrainingHead } from '../data/trainings/read-training';
import type { GroupHead } from '../data/groups/read-group';
import { contestEntry, contestSubmission } from './contest';
import { allowed, refused, type Decision } from './decision';
import { groupRoleOf, isGroupMember, type GroupRole } from './group';
import { trainingEntry } from './training';
import { problemVisibility, type ProblemGate, type ProblemVisibilityRefusal } from './problem-access';
import { isSuperAdmin, type Viewer } from './viewer';

/**
 * A request's scope as found in the table: the public site, or the contest, training or group it
 * names with what the rules need of it and of the viewer's standing there.
 */
export type FoundScope =
  | { readonly kind: 'public' }
  | {
      readonly kind: 'contest';
      readonly contest: ContestHead;
      readonly registered: boolean;
      /** The viewer's standing in the group holding the contest; absent for a site contest. */
      readonly groupRole?: GroupRole;
    }
  | { readonly kind: 'training'; readonly training: TrainingHead; readonly registered: boolean }
  | { readonly kind: 'group'; readonly group: GroupHead };

export const publicFound: FoundScope = { kind: 'public' };

export type ScopeEntryRefusal =
  | 'loginRequired'
  | 'contestNotFound'
  | 'contestNotStarted'
  | 'contestPasswordRequired'
  | 'trainingPasswordRequired'
  | 'trainingNotFound'
  | 'trainingLocked'
  | 'groupMembersOnly';

/**
 * Entering the scope (reading inside it): the public site is open; a contest by its entry rules
 * (`contestEntry`, which first asks whether the contest exists for the viewer: hidden, a group's); a private training once registered, unless the viewer runs it; a group to its
 * members and super admins (spec part 3: members see the group's problems, trainings and contests).
 */
export function scopeEntry(viewer: Viewer, scope: FoundScope, now: number): Decision<ScopeEntryRefusal> {
  switch (scope.kind) {
    case 'public':
      return allowed;
    case 'contest':
      return contestEntry(viewer, scope.contest, scope, now);
    case 'training':
      return trainingEntry(viewer, scope.training, scope.registered);
    case 'group':
      if (isSuperAdmin(viewer) || isGroupMember(groupRoleOf(viewer, scope.group))) return allowed;
      return viewer === undefined ? refused('loginRequired') : refused('groupMembersOnly');
  }
}

export type ScopeSubmitRefusal = ScopeEntryRefusal | 'contestEnded' | 'contestNotRegistered';

/**
 * Submitting inside the scope: a contest by its submission rules (`contestSubmission`: its phase,
 * registration); anywhere else, whoever may enter may submit.
 */
export function scopeSubmission(
  viewer: Viewer,
  scope: FoundScope,
  now: number,
): Decision<ScopeSubmitRefusal> {
  if (scope.kind === 'contest') return contestSubmission(viewer, scope.contest, scope, now);
  return scopeEntry(viewer, scope, now);
}

/** The group the scope sits in: the group itself, or the group holding the contest or training. */
export function groupOfScope(scope: FoundScope): number | null {
  switch (scope.kind) {
    case 'public':
      return null;
    case 'contest':
      return scope.contest.gid;
    case 'training':
      return scope.training.gid;
    case 'group':
      return scope.group.gid;
  }
}

/**
 * Opening a problem through the scope: the problem's own visibility rules, where a group's problem is
 * open inside that group's scope once the viewer may enter it. A contest-only problem opens only
 * through the contest that holds it, which the contest's problem set says (`holdsProblem`).
 */
export function problemInScope(
  viewer: Viewer,
  problem: ProblemGate,
  scope: FoundScope,
  now: number,
  holdsProblem = false,
): Decision<ProblemVisibilityRefusal | ScopeEntryRefusal> {
  const entry = scopeEntry(viewer, scope, now);
  if (!entry.allowed) return entry;
  const inGroup = problem.gid !== null && groupOfScope(scope) === problem.gid;
  return problemVisibility(viewer, problem, { inGroup, inContest: scope.kind === 'contest' && holdsProblem });
}
