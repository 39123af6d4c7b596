import { AppError } from '../app-error';
import { frameOf, type FrameRequest } from './frame-request';

/** Parses a JSON body; an empty body is `undefined`, a malformed one a 400 that says where it broke. */
export function parseBody() {
  return {
    before: (request: FrameRequest): void => {
      const { body, isBase64Encoded } = request.event;
      if (body === undefined || body === '') return;
      const text = isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
      try {
        frameOf(request).body = JSON.parse(text);
      } catch (error) {
        throw new AppError('malformedJson', { reason: (error as Error).message });
      }
    },
  };
}
