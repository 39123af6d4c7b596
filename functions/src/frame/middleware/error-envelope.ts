import type { Envelope } from '@oj/shared';
import { AppError } from '../app-error';
import { frameOf, type FrameRequest } from './frame-request';

export function jsonResponse(httpStatus: number, envelope: Envelope<unknown>) {
  return {
    statusCode: httpStatus,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(envelope),
  };
}

/**
 * The one place errors become answers: catalogue errors carry their own status and message in the
 * caller's language (and, refusing a field, the field and its sentence in `data`); anything else is a
 * 500 that names only the request id, and is logged whole.
 */
export function errorEnvelope() {
  return {
    onError: (request: FrameRequest): void => {
      const error = request.error;
      const frame = request.context.frame ? frameOf(request) : undefined;
      const lang = frame?.context.lang ?? 'zh-CN';
      const requestId = frame?.context.requestId ?? request.context.awsRequestId;
      const appError =
        error instanceof AppError
          ? error
          : new AppError('serverError', { requestId: requestId ?? 'unknown' });
      if (!(error instanceof AppError)) {
        frame?.context.log.error('unhandled error', {
          error: error ? { name: error.name, message: error.message, stack: error.stack } : null,
        });
      }
      const response = jsonResponse(appError.httpStatus, {
        status: appError.status,
        msg: appError.messageIn(lang),
        data: appError.dataIn(lang),
      });
      // A refusal or a failure is never kept by a cache (the edge caches the public board's answers).
      request.response = { ...response, headers: { ...response.headers, 'cache-control': 'no-store' } };
    },
  };
}
