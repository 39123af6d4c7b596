import type { IncomingHttpHeaders } from 'node:http';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { randomUUID } from 'node:crypto';

/** What the adapter read off one HTTP request. */
export interface RawRequest {
  method: string;
  /** Path and query as sent, e.g. `/api/languages?all=true`. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  sourceIp: string;
}

const textTypes = /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/i;

/**
 * Builds the API Gateway HTTP API (payload 2.0) event that the cloud would hand the function for the
 * same request: lowercase headers with repeats joined by commas, cookies split out, repeated query
 * parameters joined by commas, and binary bodies base64-encoded.
 */
export function toApiGatewayEvent(request: RawRequest, routeKey: string): APIGatewayProxyEventV2 {
  const url = new URL(request.url, 'http://localhost');
  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (name === 'cookie') {
      cookies = (Array.isArray(value) ? value : [value])
        .flatMap((line) => line.split(/;\s*/))
        .filter(Boolean);
      continue;
    }
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  // API Gateway writes the scheme the client used over any value it sent; the adapter serves http.
  headers['x-forwarded-proto'] = 'http';
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) {
    query[name] = name in query ? `${query[name]},${value}` : value;
  }
  const contentType = headers['content-type'] ?? '';
  const hasBody = request.body.length > 0;
  const isText = !contentType || textTypes.test(contentType);
  const now = new Date();
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies,
    headers,
    queryStringParameters: Object.keys(query).length > 0 ? query : undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: request.method.toUpperCase(),
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    body: hasBody ? request.body.toString(isText ? 'utf8' : 'base64') : undefined,
    isBase64Encoded: hasBody && !isText,
  };
}

/** The slice of the Lambda context the handlers use, with the HTTP API's 29-second limit. */
export function localLambdaContext(functionName: string, requestId: string): Context {
  const deadline = Date.now() + 29_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
