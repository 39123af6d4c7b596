import { urlTypeHeader } from '@oj/shared';
import { langFromHeader } from '../lang';
import { createLogger } from '../logger';
import { clientKeyOf } from '../../auth/client-address';
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
      context.frame = {
        startedAt: Date.now(),
        responseHeaders,
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
        },
      };
    },
  };
}
