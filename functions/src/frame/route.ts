import type { Access, CallBody, CallDefinition, CallQuery, CallResponse } from '@oj/shared';
import type { RequestContext } from './request-context';

/** What a route's handler receives: the validated query and body of its call. */
export interface RouteInput<C extends CallDefinition> {
  query: CallQuery<C>;
  body: CallBody<C>;
}

/** One line of an area's route table: the call, who may make it, and the plain function that serves it. */
export interface Route<C extends CallDefinition = CallDefinition> {
  readonly call: C;
  readonly access: Access;
  readonly handle: (input: RouteInput<C>, context: RequestContext) => Promise<CallResponse<C>>;
}

/** Keeps each route's handler typed against its own call while the table holds them together. */
export function route<C extends CallDefinition>(call: C, access: Access, handle: Route<C>['handle']): Route {
  return { call, access, handle } as unknown as Route;
}
