import type { Request } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { RequestContext } from '../request-context';
import type { Route } from '../route';

/** What the middlewares learn about a request, in the order they learn it. */
export interface FrameState {
  startedAt: number;
  context: RequestContext;
  route?: Route;
  body?: unknown;
  input?: { query: unknown; body: unknown };
  /** A renewed token to hand back through the `refresh-token` and `Authorization` headers. */
  renewedToken?: string;
  /** Headers a handler asked to add to its answer. */
  responseHeaders: Record<string, string>;
  /** `Set-Cookie` lines for the answer (the upload cookie, from a login or a token renewal). */
  responseCookies: string[];
  /** The instance's registry report this request started (at most one a minute), settled or not. */
  instanceReport?: Promise<void>;
}

export type FrameContext = Context & { frame: FrameState };

export type FrameRequest = Request<
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Error,
  FrameContext
>;

export function frameOf(request: FrameRequest): FrameState {
  return request.context.frame;
}
