import type { z } from 'zod';
import { fieldRuleMessage } from '@oj/shared';
import zhCN from 'zod/v4/locales/zh-CN.js';
import en from 'zod/v4/locales/en.js';
import { AppError } from '../app-error';
import type { Lang } from '../lang';
import { frameOf, type FrameRequest } from './frame-request';
import { withoutEmptyQueryValues, withoutRefusedEmptyFields } from './empty-values';

const localeErrors: Record<Lang, ReturnType<typeof en>['localeError']> = {
  'zh-CN': zhCN().localeError,
  'en-US': en().localeError,
};

function check(schema: z.ZodType, value: unknown, where: 'query' | 'body', lang: Lang): unknown {
  const result = schema.safeParse(value, { error: localeErrors[lang] });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : where;
  // A field rule of the spec (username, password, email, code, …) answers its own words.
  const ruleMessage = issue && fieldRuleMessage(issue.message, lang);
  if (ruleMessage) throw new AppError('fieldRuleBroken', { message: ruleMessage });
  throw new AppError('invalidParameter', { field, reason: issue?.message ?? 'invalid' });
}

/**
 * Checks the query and body against the call's schemas; the first problem found is named in the
 * answer. Empty values count as absent first (spec §5: `?pid=` is no pid), once here for every call:
 * every empty query value, and an empty or null body field the call would otherwise refuse.
 */
export function validateInput() {
  return {
    before: (request: FrameRequest): void => {
      const frame = frameOf(request);
      const call = frame.route?.call;
      if (!call) return;
      const lang = frame.context.lang;
      frame.input = {
        query: check(call.query, withoutEmptyQueryValues(request.event.queryStringParameters), 'query', lang),
        body: check(call.body, withoutRefusedEmptyFields(call.body, frame.body), 'body', lang),
      };
    },
  };
}
