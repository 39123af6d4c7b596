import type { z } from 'zod';
import type { ApiModule } from './modules';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One /api call of the contract: where it lives and the shape of what it takes and returns. The server
 * validates with these schemas, the web app derives its types from them, and the CDK app routes the
 * path to the Lambda function of the call's module.
 */
export interface CallDefinition<
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  /** The module the call belongs to; its Lambda function is the module's area (`areaOfCall`). */
  readonly module: ApiModule;
  readonly method: HttpMethod;
  /** Full path, beginning with /api/. */
  readonly path: `/api/${string}`;
  readonly query: Query;
  readonly body: Body;
  readonly response: Response;
}

export function defineCall<Query extends z.ZodType, Body extends z.ZodType, Response extends z.ZodType>(
  call: CallDefinition<Query, Body, Response>,
): CallDefinition<Query, Body, Response> {
  return call;
}

export type CallQuery<C extends CallDefinition> = z.output<C['query']>;
export type CallBody<C extends CallDefinition> = z.output<C['body']>;
export type CallResponse<C extends CallDefinition> = z.input<C['response']>;

/**
 * The contract maps its `get-*` config reads for any method, and the original admin client reads some
 * of them with PUT: the same read, answered for PUT too. Each read keeps its own definition; this is
 * the second route to it.
 */
export function answeredForPut<Query extends z.ZodType, Body extends z.ZodType, Response extends z.ZodType>(
  read: CallDefinition<Query, Body, Response>,
): CallDefinition<Query, Body, Response> {
  if (read.method !== 'GET') throw new Error(`${read.path} is not a GET read`);
  return { ...read, method: 'PUT' };
}
