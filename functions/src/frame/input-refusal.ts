import type { z } from 'zod';
import {
  bilingual,
  fieldLabelOf,
  fieldRuleMessage,
  schemaRuleOf,
  type Bilingual,
  type CallDefinition,
} from '@oj/shared';
import { AppError, type MessageParam } from './app-error';
import type { ErrorName } from './error-catalogue';

type Issue = z.core.$ZodIssue;
type RequestPart = 'query' | 'body';

/** What a field of a named format must be, for the format check's sentence ("{label}应为{format}"). */
const formatWords: Readonly<Record<string, Bilingual>> = {
  email: bilingual('有效的邮箱地址', 'a valid email address'),
  url: bilingual('有效的网址', 'a valid web address'),
  datetime: bilingual('ISO 8601 格式的时间', 'an ISO 8601 time'),
  date: bilingual('YYYY-MM-DD 格式的日期', 'a date as YYYY-MM-DD'),
  time: bilingual('HH:MM:SS 格式的时间', 'a time as HH:MM:SS'),
  uuid: bilingual('UUID', 'a UUID'),
};

/** The value the request holds at `path`, to tell a missing field from a wrong one. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const part of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[part];
  }
  return value;
}

const listOf = (values: readonly unknown[]): Bilingual =>
  bilingual(values.map(String).join('、'), values.map(String).join(', '));

const typeErrors: Readonly<Record<string, ErrorName>> = {
  number: 'fieldNotNumber',
  int: 'fieldNotWholeNumber',
  bigint: 'fieldNotWholeNumber',
  string: 'fieldNotText',
  boolean: 'fieldNotTrueOrFalse',
  array: 'fieldNotList',
  object: 'fieldNotObject',
  record: 'fieldNotObject',
};

const asDate = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

/** The sentence of an issue of zod's own kinds, with the values it fills in besides the label. */
function sentenceOfKind(issue: Issue): [ErrorName, Record<string, MessageParam>] {
  switch (issue.code) {
    case 'invalid_type':
      return [typeErrors[issue.expected] ?? 'fieldWrongType', {}];
    case 'too_big':
      if (issue.origin === 'string')
        return issue.exact
          ? ['fieldLengthExact', { length: Number(issue.maximum) }]
          : ['fieldTooLong', { maximum: Number(issue.maximum) }];
      if (issue.origin === 'array' || issue.origin === 'set')
        return issue.exact
          ? ['fieldItemsExact', { length: Number(issue.maximum) }]
          : ['fieldTooManyItems', { maximum: Number(issue.maximum) }];
      if (issue.origin === 'file') return ['fieldFileTooLarge', { maximum: Number(issue.maximum) }];
      if (issue.origin === 'date') return ['fieldTooLate', { maximum: asDate(issue.maximum) }];
      return [
        issue.inclusive === false ? 'fieldTooBigExclusive' : 'fieldTooBig',
        { maximum: Number(issue.maximum) },
      ];
    case 'too_small':
      if (issue.origin === 'string') {
        if (issue.exact) return ['fieldLengthExact', { length: Number(issue.minimum) }];
        return Number(issue.minimum) <= 1
          ? ['fieldRequired', {}]
          : ['fieldTooShort', { minimum: Number(issue.minimum) }];
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        if (issue.exact) return ['fieldItemsExact', { length: Number(issue.minimum) }];
        return Number(issue.minimum) <= 1
          ? ['fieldEmptyList', {}]
          : ['fieldTooFewItems', { minimum: Number(issue.minimum) }];
      }
      if (issue.origin === 'date') return ['fieldTooEarly', { minimum: asDate(issue.minimum) }];
      return [
        issue.inclusive === false ? 'fieldTooSmallExclusive' : 'fieldTooSmall',
        { minimum: Number(issue.minimum) },
      ];
    case 'invalid_format': {
      const words = formatWords[issue.format];
      return words ? ['fieldFormat', { format: words }] : ['fieldPattern', {}];
    }
    case 'not_multiple_of':
      return ['fieldNotMultiple', { divisor: Number(issue.divisor) }];
    case 'invalid_value':
      return [
        issue.values.length === 1 ? 'fieldNotValue' : 'fieldNotOneOf',
        { options: listOf(issue.values) },
      ];
    case 'unrecognized_keys':
      return ['fieldsUnknown', { keys: issue.keys.join(', ') }];
    default:
      return ['fieldInvalid', {}];
  }
}

/**
 * The answer to the first problem zod found in a request's query or body: a catalogue sentence in both
 * languages that names the field by the call's label for it and says the rule, with the rule's values
 * ("提交间隔（秒）不能大于 600", "Submit interval (seconds) must be at most 600"). The error carries
 * the field's path, which the answer's `msg` and `data` name for clients.
 *
 * In order: an account field rule answers its own words (spec §5), as before; a schema rule answers
 * its sentence, with the check's own values (a `.max(n, …)` rule has `{maximum}`); a field that is
 * absent (or null) is required, whatever the check that missed it; otherwise the issue's kind
 * decides. Messages written in a schema are never shown: they are one language only.
 */
export function refusalOfIssue(
  issue: Issue,
  input: unknown,
  where: RequestPart,
  call: Pick<CallDefinition, 'method' | 'path'>,
): AppError {
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : where;
  const accountRule = fieldRuleMessage(issue.message, 'zh-CN');
  if (accountRule !== undefined) {
    return new AppError('fieldRuleBroken', {
      message: bilingual(accountRule, fieldRuleMessage(issue.message, 'en-US') ?? accountRule),
    });
  }
  const label = fieldLabelOf(call, issue.path, where);
  const [kindError, kindParams] = sentenceOfKind(issue);
  const rule = schemaRuleOf(issue.message);
  if (rule !== undefined) {
    const ruleParams = (issue as { params?: Record<string, MessageParam> }).params ?? {};
    return new AppError(rule, { ...kindParams, ...ruleParams, label }, field);
  }
  const value = issue.code === 'unrecognized_keys' ? {} : valueAt(input, issue.path);
  if (value === undefined || value === null) {
    return new AppError('fieldRequired', { label }, field);
  }
  return new AppError(kindError, { ...kindParams, label }, field);
}
