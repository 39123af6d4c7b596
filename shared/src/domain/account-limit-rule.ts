/**
 * A contest's account limit (`openAccountLimit`): which usernames may submit, written as the tagged
 * string of the contract, `<prefix>team</prefix><suffix>_a</suffix><start>1</start><end>40</end>
 * <extra>guest1,guest2</extra>`. A username is let in when it is prefix + a whole number from start to
 * end + suffix (`team7_a`), or when it is one of the extra names (separated by commas, blanks or new
 * lines). A missing tag counts as empty; start and end are both empty (no range) or both whole numbers.
 */
export interface AccountLimitRule {
  prefix: string;
  suffix: string;
  /** The number range, or null when the rule has only extra names. */
  range: { start: number; end: number } | null;
  extra: string[];
}

/** Why a rule does not parse: the range is not two whole numbers, it runs backwards, or it lets nobody in. */
export type AccountLimitRuleFault =
  | { reason: 'rangeNotNumbers' }
  | { reason: 'startAfterEnd'; start: number; end: number }
  | { reason: 'nobodyAllowed' };

/** The rule, or what is wrong with it: a reason to translate and the same in plain English words. */
export type AccountLimitRuleParse =
  { ok: true; rule: AccountLimitRule } | ({ ok: false; problem: string } & AccountLimitRuleFault);

const tags = ['prefix', 'suffix', 'start', 'end', 'extra'] as const;

function tagText(text: string, tag: (typeof tags)[number]): string {
  const match = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(text);
  return (match?.[1] ?? '').trim();
}

function wholeNumber(text: string): number | undefined {
  return /^\d{1,15}$/.test(text) ? Number(text) : undefined;
}

/** Reads the tagged rule, or says in plain words what is wrong with it. */
export function parseAccountLimitRule(text: string): AccountLimitRuleParse {
  const [prefix, suffix, startText, endText, extraText] = tags.map((tag) => tagText(text, tag)) as [
    string,
    string,
    string,
    string,
    string,
  ];
  const extra = extraText.split(/[\s,]+/).filter((name) => name.length > 0);
  let range: AccountLimitRule['range'] = null;
  if (startText !== '' || endText !== '') {
    const start = wholeNumber(startText);
    const end = wholeNumber(endText);
    if (start === undefined || end === undefined)
      return {
        ok: false,
        reason: 'rangeNotNumbers',
        problem: 'start and end must both be whole numbers, or both be empty',
      };
    if (start > end)
      return {
        ok: false,
        reason: 'startAfterEnd',
        start,
        end,
        problem: `start ${start} is after end ${end}`,
      };
    range = { start, end };
  }
  if (range === null && extra.length === 0)
    return {
      ok: false,
      reason: 'nobodyAllowed',
      problem: 'the rule lets nobody in: give a number range or extra names',
    };
  return { ok: true, rule: { prefix, suffix, range, extra } };
}

/** Whether the rule lets `username` in: one of the extra names, or prefix + number in range + suffix. */
export function accountLimitAllows(rule: AccountLimitRule, username: string): boolean {
  if (rule.extra.includes(username)) return true;
  if (rule.range === null) return false;
  if (!username.startsWith(rule.prefix) || !username.endsWith(rule.suffix)) return false;
  const middle = username.slice(rule.prefix.length, username.length - rule.suffix.length);
  const number = wholeNumber(middle);
  return number !== undefined && number >= rule.range.start && number <= rule.range.end;
}
