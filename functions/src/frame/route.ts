import type { Access, CallBody, CallDefinition, CallQuery, CallResponse, ScopeField } from '@oj/shared';
import type { ScopeNeed } from '../policy/scope';
import type { ErrorName } from './error-catalogue';
import type { RequestContext, RequestUser } from './request-context';

/** What a route's handler receives: the validated query and body of its call. */
export interface RouteInput<C extends CallDefinition> {
  query: CallQuery<C>;
  body: CallBody<C>;
}

/** The context of a call that needs a login: the authenticate step has refused every visitor. */
export interface SignedInContext extends RequestContext {
  user: RequestUser;
}

/** The context a handler gets for a route's access: `user` is there for every access but `anyone`. */
export type ContextFor<A extends Access> = A extends 'anyone' ? RequestContext : SignedInContext;

/**
 * A handler of a call for routes of the given access. `Handler<typeof call, 'user'>` (or `'admin'`,
 * `'problem_admin'`, `'root'`) reads `context.user` without checking it; `route()` accepts such a
 * handler only for an access that needs a login.
 */
export type Handler<C extends CallDefinition, A extends Access = 'anyone'> = (
  input: RouteInput<C>,
  context: ContextFor<A>,
) => Promise<CallResponse<C>>;

/** The kind of scope a route's call names: one of them, or whichever its ids name (`any`). */
export type ScopeKindNeeded = 'contest' | 'training' | 'group' | 'any';

/**
 * What a route asks of the contest, training or group its call names (`scope/route.ts` opens it and
 * applies the need before the handler runs), or why the `cid`, `tid` or `gid` its input carries names
 * none (a tag's or a category's id under the original server's field name).
 */
export type RouteScope =
  | {
      readonly need: ScopeNeed;
      readonly of: ScopeKindNeeded;
      /** The area's own words for an administration refusal (the same status, its own message). */
      readonly refusal?: ErrorName;
      /**
       * A scope id the call carries under the original server's own name (a contest's submission
       * list names its contest `contestID`): the scope layer reads it as that id.
       */
      readonly named?: Partial<Record<ScopeField, string>>;
    }
  | { readonly notAScope: string };

/** One line of an area's route table: the call, who may make it, and the plain function that serves it. */
export interface Route<C extends CallDefinition = CallDefinition> {
  readonly call: C;
  readonly access: Access;
  readonly handle: (input: RouteInput<C>, context: RequestContext) => Promise<CallResponse<C>>;
  /** What the route asks of the scope its call names; absent for calls that name none. */
  readonly scope?: RouteScope;
}

/**
 * Keeps each route's handler typed against its own call while the table holds them together. The
 * authenticate step runs before every handler and refuses a request without a user whenever the
 * access is not `anyone`, which is what lets the handler's context promise a user.
 */
export function route<C extends CallDefinition, A extends Access>(
  call: C,
  access: A,
  handle: Handler<C, NoInfer<A>>,
): Route {
  return { call, access, handle } as unknown as Route;
}
