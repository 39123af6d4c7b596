import type { IncomingHttpHeaders } from 'node:http';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
/** What the adapter read off one HTTP request. */
export interface RawRequest {
  method: string;
  /** Path and query as sent, e.g. `/api/languages?all=true`. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  sourceIp: string;
}
/**
 * Builds the API Gateway HTTP API (payload 2.0) event that the cloud would hand the function for the
 * same request: lowercase headers with repeats joined by commas, cookies split out, repeated query
 * parameters joined by commas, and binary bodies base64-encoded.
 */
export declare function toApiGatewayEvent(request: RawRequest, routeKey: string): APIGatewayProxyEventV2;
/** The slice of the Lambda context the handlers use, with the HTTP API's 29-second limit. */
export declare function localLambdaContext(functionName: string, requestId: string): Context;
