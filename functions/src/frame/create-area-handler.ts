import middy from '@middy/core';
import httpCors from '@middy/http-cors';
import httpSecurityHeaders from '@middy/http-security-headers';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { areaOfCall, corsPolicy, successStatus, type ApiArea } from '@oj/shared';
import { withCapacityMeter } from '../data/capacity-meter';
import type { Route } from './route';
import { FileDownload } from './file-download';
import type { FrameContext } from './middleware/frame-request';
import { requestState } from './middleware/request-state';
import { reportInstance } from './middleware/report-instance';
import { requestLog } from './middleware/request-log';
import { matchRoute } from './middleware/match-route';
import { parseBody } from './middleware/parse-body';
import { authenticate } from './middleware/authenticate';
import { validateInput } from './middleware/validate-input';
import { errorEnvelope, jsonResponse } from './middleware/error-envelope';

export type AreaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

/**
 * The Lambda handler of one area: the middy chain around its route table. Order matters: `before`
 * hooks run top to bottom, `after` and `onError` bottom to top, so the error envelope, registered
 * last, shapes an error before the log, security and CORS hooks see the response; the instance's
 * registry report, second, counts every request and sees every answer last.
 */
export function createAreaHandler(
  routes: readonly Route[],
  /** Paths of other areas' calls this area answers 405 for (the fallback area: every call's). */
  otherPaths: readonly string[] = [],
): AreaHandler {
  const chain = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, FrameContext>()
    .use(requestState())
    .use(reportInstance(areaServedBy(routes)))
    .use(
      httpCors({
        origin: corsPolicy.allowOrigins[0],
        methods: corsPolicy.allowMethods.join(','),
        headers: corsPolicy.allowHeaders.join(','),
        exposeHeaders: corsPolicy.exposeHeaders.join(','),
        maxAge: corsPolicy.maxAgeSeconds,
      }),
    )
    .use(httpSecurityHeaders({ reportingEndpoints: false } as Parameters<typeof httpSecurityHeaders>[0]))
    .use(requestLog())
    .use(matchRoute(routes, otherPaths))
    .use(authenticate())
    .use(parseBody())
    .use(validateInput())
    .use(errorEnvelope())
    .handler(async (_event, context) => {
      const { route, input } = context.frame;
      if (!route || !input) throw new Error('route or input missing after the before hooks');
      const data: unknown = await route.handle(input as never, context.frame.context);
      const { responseHeaders, responseCookies } = context.frame;
      const cookies = responseCookies.length > 0 ? { cookies: responseCookies } : {};
      if (data instanceof FileDownload) return { ...fileResponse(data, responseHeaders), ...cookies };
      const response = jsonResponse(200, { status: successStatus, msg: 'success', data });
      return { ...response, headers: { ...response.headers, ...responseHeaders }, ...cookies };
    });

  return async (event, context) => {
    const { result } = await withCapacityMeter(() => chain(event, context as FrameContext));
    return result;
  };
}

/** The one area whose calls a route table serves (each area's table holds its own calls only). */
export function areaServedBy(routes: readonly Route[]): ApiArea {
  const areas = new Set(routes.map((route) => areaOfCall(route.call)));
  const [area] = areas;
  if (areas.size !== 1 || !area)
    throw new Error(`a route table serves one area, not ${[...areas].join(', ')}`);
  return area;
}

/**
 * The download's name for browsers (`filename*`, in UTF-8) and, last, a plain `filename` with every
 * character outside letters, digits, `.`, `_` and `-` replaced: the original client takes the name
 * as whatever follows `filename=`, so that one must be a bare name and come last.
 */
export function contentDispositionOf(filename: string): string {
  const plain = filename.replace(/[^A-Za-z0-9._-]/g, '_');
  return `attachment; filename*=UTF-8''${encodeURIComponent(filename)}; filename=${plain}`;
}

function fileResponse(file: FileDownload, extraHeaders: Record<string, string>) {
  return {
    statusCode: 200,
    headers: {
      'content-type': file.contentType,
      'content-disposition': contentDispositionOf(file.filename),
      ...extraHeaders,
    },
    body: Buffer.from(file.bytes).toString('base64'),
    isBase64Encoded: true,
  };
}
