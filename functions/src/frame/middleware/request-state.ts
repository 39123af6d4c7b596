import { urlTypeHeader } from '@oj/shared';
import { langFromHeader } from '../lang';
import { createLogger } from '../logger';
import { clientKeyOf } from '../../auth/client-address';
import { servedOverHttps } from '../../auth/request-origin';
import type { FrameRequest } from './frame-request';

/** Sets up what every later middleware reads: request id, answer language, admin marker, logger. */
export function requestState() {
  return {
    before: (request: FrameRequest): void => {
      const { event, context } = request;
      const requestId = event.requestContext?.requestId ?? context.awsRequestId;
      const method = event.requestContext?.http?.method ?? 'GET';
      const path = event.rawPath;
      const responseHeaders: Record<string, string> = {};
      const responseCookies: string[] = [];
      context.frame = {
        startedAt: Date.now(),
        responseHeaders,
        responseCookies,
        context: {
          requestId,
          lang: langFromHeader(event.headers['accept-language']),
          urlType: event.headers[urlTypeHeader] === 'admin' ? 'admin' : 'general',
          user: undefined,
          clientKey: clientKeyOf(event.headers, event.requestContext?.http?.sourceIp),
          userAgent: (event.headers['user-agent'] ?? '').slice(0, 300),
          log: createLogger({ requestId, method, path }),
          setResponseHeader: (name, value) => {
            responseHeaders[name.toLowerCase()] = value;
          },
          overHttps: servedOverHttps(event.headers),
          setResponseCookie: (line) => {
            responseCookies.push(line);
          },
        },
      };
    },
  };
}
