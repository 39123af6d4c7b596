import type { ContestHead } from '../data/contests/read-contest';
import type { TrainingHead } from '../data/trainings/read-training';
import type { GroupHead } from '../data/groups/read-group';
import { contestEntry, contestSight, contestSubmission, isContestAdmin } from './contest';
import { allowed, refused, type Decision } from './decision';
import { groupRoleOf, groupSight, isGroupMember, isGroupRoot, type GroupRole } from './group';
import { trainingAdministration, trainingEntry, trainingSight } from './training';
import { problemVisibility, type ProblemGate, type ProblemVisibilityRefusal } from './problem-access';
import { isAdmin, isSuperAdmin, type Viewer } from './viewer';

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
  | {
      readonly kind: 'training';
      readonly training: TrainingHead;
      readonly registered: boolean;
      /** The viewer's standing in the group holding the training; absent for a site training. */
      readonly groupRole?: GroupRole;
    }
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
  | 'groupNotFound'
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
      return trainingEntry(viewer, scope.training, scope.registered, scope.groupRole);
    case 'group': {
      if (isSuperAdmin(viewer) || isGroupMember(groupRoleOf(viewer, scope.group))) return allowed;
      if (viewer === undefined) return refused('loginRequired');
      const sight = groupSight(viewer, scope.group);
      return sight.allowed ? refused('groupMembersOnly') : sight;
    }
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

/**
 * What a call asks of the contest, training or group it names, declared on its route line:
 * - `sight`: that it exists for the viewer (a contest's head and password form, a training's page);
 * - `enter`: reading inside it (`scopeEntry`);
 * - `submit`: submitting inside it (`scopeSubmission`);
 * - `administer`: changing it (`scopeAdministration`).
 */
export type ScopeNeed = 'sight' | 'enter' | 'submit' | 'administer';

export type ScopeSightRefusal = 'contestNotFound' | 'groupMembersOnly' | 'groupNotFound' | 'trainingNotFound';

/**
 * Whether the scope exists for the viewer at all: a contest by `contestSight`; a training by
 * `trainingSight` (a hidden one for its admins and the site's, a group's for its members); the public site
 * and a visible group for everyone (a group's page is where one applies to join it), a hidden group
 * for its own people and the super admin (`groupSight`).
 */
export function scopeSight(viewer: Viewer, scope: FoundScope): Decision<ScopeSightRefusal> {
  switch (scope.kind) {
    case 'public':
      return allowed;
    case 'group':
      return groupSight(viewer, scope.group);
    case 'contest':
      return contestSight(viewer, scope.contest, scope);
    case 'training':
      return trainingSight(viewer, scope.training, scope.groupRole);
  }
}

export type ScopeAdministrationRefusal =
  | 'loginRequired'
  | 'contestAdminsOnly'
  | 'trainingNotYours'
  | 'groupRootsOnly'
  | 'groupAdminsOnly'
  | 'groupItemNotYours';

/** The refusals of `scopeAdministration`, which a route may name in its own words. */
export const administrationRefusals: readonly ScopeAdministrationRefusal[] = [
  'contestAdminsOnly',
  'trainingNotYours',
  'groupRootsOnly',
];

/**
 * Administering the scope: a contest by its admins (its creator, a super admin, a root of its group:
 * `isContestAdmin`); a training by its creator or the super admin, a group's training by the group's
 * rule for its things (`trainingAdministration`); a group by its
 * roots and the super admin. On the public site the route's role alone decides. Anyone but the site's
 * admins (who list hidden contests and trainings) is first told a scope they cannot see does not
 * exist (`scopeSight`), so a contestant's call never learns that a hidden contest is there.
 */
export function scopeAdministration(
  viewer: Viewer,
  scope: FoundScope,
): Decision<ScopeAdministrationRefusal | ScopeSightRefusal> {
  if (viewer === undefined) return refused('loginRequired');
  if (!isAdmin(viewer)) {
    const sight = scopeSight(viewer, scope);
    if (!sight.allowed) return sight;
  }
  switch (scope.kind) {
    case 'public':
      return allowed;
    case 'contest':
      return isContestAdmin(viewer, scope.contest, scope)
        ? allowed
        : refused('contestAdminsOnly', { cid: scope.contest.cid });
    case 'training':
      return trainingAdministration(viewer, scope.training, scope.groupRole);
    case 'group':
      return isGroupRoot(viewer, groupRoleOf(viewer, scope.group))
        ? allowed
        : refused('groupRootsOnly', { gid: scope.group.gid });
  }
}

/** The one decision a route's declared need asks of its scope. */
export function scopeDecision(
  need: ScopeNeed,
  viewer: Viewer,
  scope: FoundScope,
  now: number,
): Decision<ScopeSightRefusal | ScopeSubmitRefusal | ScopeAdministrationRefusal> {
  switch (need) {
    case 'sight':
      return scopeSight(viewer, scope);
    case 'enter':
      return scopeEntry(viewer, scope, now);
    case 'submit':
      return scopeSubmission(viewer, scope, now);
    case 'administer':
      return scopeAdministration(viewer, scope);
  }
}
