import { maxMultipartBytes } from '@oj/shared';
import { AppError } from '../app-error';
import { frameOf, type FrameRequest } from './frame-request';
import { parseMultipart } from './parse-multipart';

/**
 * Parses a JSON body (an empty body is `undefined`, a malformed one a 400 that says where it broke),
 * a form-urlencoded body into an object of its fields, or a multipart/form-data body into
 * `{ fields, files }`.
 */
export function parseBody() {
  return {
    before: async (request: FrameRequest): Promise<void> => {
      const { body, isBase64Encoded, headers } = request.event;
      if (body === undefined || body === '') return;
      const contentType = headers['content-type'] ?? '';
      if (contentType.toLowerCase().startsWith('multipart/form-data')) {
        const bytes = Buffer.from(body, isBase64Encoded ? 'base64' : 'utf8');
        if (bytes.length > maxMultipartBytes)
          throw new AppError('requestTooLarge', { limit: maxMultipartBytes });
        frameOf(request).body = await parseMultipart(contentType, bytes);
        return;
      }
      const text = isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
      // The contract's clients send some bodies as a bare form (get-sessions sends the uid so).
      if (contentType.toLowerCase().startsWith('application/x-www-form-urlencoded')) {
        frameOf(request).body = Object.fromEntries(new URLSearchParams(text));
        return;
      }
      try {
        frameOf(request).body = JSON.parse(text);
      } catch (error) {
        throw new AppError('malformedJson', { reason: (error as Error).message });
      }
    },
  };
}
