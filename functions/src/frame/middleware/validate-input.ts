import type { z } from 'zod';
import type { CallDefinition } from '@oj/shared';
import { refusalOfIssue } from '../input-refusal';
import { frameOf, type FrameRequest } from './frame-request';
import { withoutEmptyQueryValues, withoutRefusedEmptyFields } from './empty-values';

function check(schema: z.ZodType, value: unknown, where: 'query' | 'body', call: CallDefinition): unknown {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw new Error(`${call.path}: the ${where} was refused without an issue`);
  throw refusalOfIssue(issue, value, where, call);
}

/**
 * Checks the query and body against the call's schemas; the first problem found is answered as the
 * catalogue sentence of its kind, naming the field by its label (`refusalOfIssue`). Empty values count
 * as absent first (spec §5: `?pid=` is no pid), once here for every call: every empty query value,
 * and an empty or null body field the call would otherwise refuse.
 */
export function validateInput() {
  return {
    before: (request: FrameRequest): void => {
      const frame = frameOf(request);
      const call = frame.route?.call;
      if (!call) return;
      frame.input = {
        query: check(call.query, withoutEmptyQueryValues(request.event.queryStringParameters), 'query', call),
        body: check(call.body, withoutRefusedEmptyFields(call.body, frame.body), 'body', call),
      };
    },
  };
}
