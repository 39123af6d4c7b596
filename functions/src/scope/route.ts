import type { Access, CallDefinition, CallResponse, ScopeField, ScopeIds } from '@oj/shared';
import {
  route as frameRoute,
  type ContextFor,
  type Handler,
  type Route,
  type RouteInput,
  type ScopeKindNeeded,
} from '../frame/route';
import type { ErrorName } from '../frame/error-catalogue';
import type { RequestContext } from '../frame/request-context';
import type { ScopeNeed } from '../policy/scope';
import { applyScopeNeed } from './apply-scope-need';
import { openScope, type OpenedScope } from './open-scope';

export type { Route } from '../frame/route';

/** The scope a handler receives for the kind its route declares. */
export type ScopeOf<K extends ScopeKindNeeded> = K extends 'any'
  ? OpenedScope
  : Extract<OpenedScope, { kind: K }>;

/** The context of a scoped route's handler: the frame's, with the scope opened and its need met. */
export type ScopedContext<A extends Access, K extends ScopeKindNeeded> = ContextFor<A> & {
  readonly scope: ScopeOf<K>;
};

export type ScopedHandler<C extends CallDefinition, A extends Access, K extends ScopeKindNeeded> = (
  input: RouteInput<C>,
  context: ScopedContext<A, K>,
) => Promise<CallResponse<C>>;

/** A route's declared scope: the need, the kind, and optionally the area's words for a refusal. */
export interface ScopeOptions<K extends ScopeKindNeeded> {
  scope: { need: ScopeNeed; of: K; refusal?: ErrorName; named?: Partial<Record<ScopeField, string>> };
}

const scopeFields: readonly ScopeField[] = ['cid', 'tid', 'gid'];

/**
 * The scope ids a validated request carries, from its query and its body, each under its own name or
 * the one the route declares for it (`named`).
 */
function scopeIdsOf(
  input: RouteInput<CallDefinition>,
  named: Partial<Record<ScopeField, string>> = {},
): ScopeIds {
  const ids: ScopeIds = {};
  for (const part of [input.query, input.body] as unknown[]) {
    if (typeof part !== 'object' || part === null || Array.isArray(part)) continue;
    for (const field of scopeFields) {
      const value = (part as Record<string, unknown>)[named[field] ?? field];
      if (typeof value === 'number' || value === null) ids[field] ??= value;
    }
  }
  return ids;
}

/**
 * One line of a module's route table: the call, who may make it, the handler and, for a call that
 * names a contest, training or group, what it asks of that scope. A scoped route opens the scope its
 * validated ids name (`openScope`: one read of each, with the viewer's standing there), applies the
 * need (`applyScopeNeed`, the policy's `scopeDecision`) and only then runs the handler, which finds
 * the scope in `context.scope` and never reads the contest, training or group again to decide
 * access. A call whose `cid`, `tid` or `gid` is no scope's id says why (`notAScope`).
 */
export function route<C extends CallDefinition, A extends Access>(
  call: C,
  access: A,
  handle: Handler<C, NoInfer<A>>,
  options?: { notAScope: string },
): Route;
export function route<C extends CallDefinition, A extends Access, K extends ScopeKindNeeded>(
  call: C,
  access: A,
  handle: ScopedHandler<C, NoInfer<A>, NoInfer<K>>,
  options: ScopeOptions<K>,
): Route;
export function route(
  call: CallDefinition,
  access: Access,
  handle: (input: RouteInput<CallDefinition>, context: never) => Promise<unknown>,
  options?: { notAScope: string } | ScopeOptions<ScopeKindNeeded>,
): Route {
  if (!options) return frameRoute(call, access, handle as Handler<CallDefinition>);
  if ('notAScope' in options)
    return { ...frameRoute(call, access, handle as Handler<CallDefinition>), scope: options };
  const declared = options.scope;
  const scoped = async (input: RouteInput<CallDefinition>, context: RequestContext) => {
    const scope = await openScope(scopeIdsOf(input, declared.named), context.user, declared);
    applyScopeNeed(declared, context.user, scope);
    return handle(input, { ...context, scope } as never);
  };
  return { ...frameRoute(call, access, scoped as Handler<CallDefinition>), scope: declared };
}
