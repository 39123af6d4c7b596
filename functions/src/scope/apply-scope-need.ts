import { AppError } from '../frame/app-error';
import { enforce } from '../frame/enforce';
import type { ErrorName } from '../frame/error-catalogue';
import {
  administrationRefusals,
  scopeDecision,
  type FoundScope,
  type ScopeAdministrationRefusal,
  type ScopeNeed,
} from '../policy/scope';
import type { Viewer } from '../policy/viewer';

/**
 * Meets a route's declared need of its opened scope or throws its refusal (`scopeDecision`). An
 * administration refusal comes in the route's own words when it names some (the contest problem
 * calls' "only its creator may change its problems"), with the same parameters.
 */
export function applyScopeNeed(
  declared: { need: ScopeNeed; refusal?: ErrorName },
  viewer: Viewer,
  scope: FoundScope,
  now = Date.now(),
): void {
  const decision = scopeDecision(declared.need, viewer, scope, now);
  if (
    !decision.allowed &&
    declared.refusal &&
    administrationRefusals.includes(decision.refusal as ScopeAdministrationRefusal)
  )
    throw new AppError(declared.refusal, decision.params);
  enforce(decision);
}
