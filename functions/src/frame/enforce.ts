import type { Decision } from '../policy/decision';
import { AppError } from './app-error';
import type { ErrorName } from './error-catalogue';

/**
 * Throws the refusal of a policy decision as the error of that name, with its message parameters.
 * Only refusals that are names of the error catalogue type-check here, so a policy's refusal reaches
 * the client as the same envelope a handler's own `throw new AppError(…)` would.
 */
export function enforce(decision: Decision<ErrorName>): void {
  if (!decision.allowed) throw new AppError(decision.refusal, decision.params);
}
