import { parseAccountLimitRule } from '@oj/shared/domain/account-limit-rule';

/*
 * The account limit rule as the form shows it: five fields instead of the tagged string the API
 * stores (`<prefix>..</prefix><suffix>..</suffix><start>..</start><end>..</end><extra>..</extra>`).
 * A new rule starts with the spec's default range, 0 to 10 (part 3 §9).
 */
export interface AccountLimitFields {
  prefix: string;
  suffix: string;
  start: string;
  end: string;
  /** Extra usernames, separated by commas, blanks or new lines. */
  extra: string;
}

export const defaultAccountLimitFields: AccountLimitFields = {
  prefix: '',
  suffix: '',
  start: '0',
  end: '10',
  extra: '',
};

const tagText = (rule: string, tag: string) =>
  (new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(rule)?.[1] ?? '').trim();

/** The stored rule's fields; an empty rule gives the defaults. */
export function accountLimitFieldsOf(rule: string): AccountLimitFields {
  if (rule.trim() === '') return { ...defaultAccountLimitFields };
  return {
    prefix: tagText(rule, 'prefix'),
    suffix: tagText(rule, 'suffix'),
    start: tagText(rule, 'start'),
    end: tagText(rule, 'end'),
    extra: tagText(rule, 'extra'),
  };
}

/** The fields as the tagged rule the API takes. */
export function toAccountLimitRule(fields: AccountLimitFields): string {
  const tag = (name: keyof AccountLimitFields) => `<${name}>${fields[name].trim()}</${name}>`;
  return (['prefix', 'suffix', 'start', 'end', 'extra'] as const).map(tag).join('');
}

/** What is wrong with the rule (the shared parser the server uses), as an i18n key, or null. */
export function accountLimitProblem(
  fields: AccountLimitFields,
): { key: string; params?: Record<string, number> } | null {
  const parsed = parseAccountLimitRule(toAccountLimitRule(fields));
  if (parsed.ok) return null;
  if (parsed.reason === 'startAfterEnd')
    return { key: 'limitStartAfterEnd', params: { start: parsed.start, end: parsed.end } };
  return { key: parsed.reason === 'rangeNotNumbers' ? 'limitRangeNotNumbers' : 'limitNobody' };
}

/** A few usernames the rule lets in, for the form's example line. */
export function accountLimitExamples(fields: AccountLimitFields): string[] {
  const parsed = parseAccountLimitRule(toAccountLimitRule(fields));
  if (!parsed.ok) return [];
  const { prefix, suffix, range, extra } = parsed.rule;
  const examples: string[] = [];
  if (range) {
    examples.push(`${prefix}${range.start}${suffix}`);
    if (range.end > range.start) examples.push(`${prefix}${range.end}${suffix}`);
  }
  return [...examples, ...extra.slice(0, 2)];
}
