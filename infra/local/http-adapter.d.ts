import { type Server } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { type ApiArea } from '@oj/shared';
export type LambdaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyResultV2>;
export interface HttpAdapterOptions {
  /** The handler of each area, loaded from the same modules the cloud bundles. */
  handlers: Record<ApiArea, LambdaHandler>;
  /** Built web app to serve for every path outside /api; absent means not built. */
  webRoot: string;
}
/**
 * The local stand-in for API Gateway and CloudFront on one port: /api/* becomes an HTTP API event for
 * the area's real handler module; every other path is the built web app, with index.html for routes.
 */
export declare function createHttpAdapter(options: HttpAdapterOptions): Server;
