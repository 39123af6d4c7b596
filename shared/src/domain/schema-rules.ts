/**
 * Rules a schema checks that a zod issue's kind alone does not put in words (a training that is not
 * Public needs a password; a base URL is empty or an http(s) address). A schema names its rule with
 * `schemaRule(name)` (a check's option) or `schemaRuleIssue(name)` (a refinement's issue); the server
 * answers the sentence of that name from its error catalogue (`functions/src/frame/errors/input.ts`,
 * which must hold one for every name here), in the caller's language and with the field's label.
 * The kinds' own sentences (`fieldRequired`, `fieldNotOneOf`, …) may be named too, for a refinement
 * that means one of them.
 */
export const schemaRuleNames = [
  'fieldRequired',
  'fieldNotOneOf',
  'fieldTooManyItems',
  'fieldTooShort',
  'fieldTooLong',
  'oneScopeOnly',
  'trainingOrContestRequired',
  'trainingCoinReward',
  'privateTrainingNeedsPassword',
  'tagIdList',
  'roleCode',
  'numberRangeOrder',
  'generatedUsersAtMost',
  'importRowsAtMost',
  'extraFilesObject',
  'extraFileNames',
  'quizAnswerPerQuestion',
  'httpAddress',
  'mailHeaderCharacters',
  'displayIdCharacters',
  'remoteJudgeAccountsPaired',
  'groupNameLength',
  'groupShortNameLength',
  'groupShortNameCharacters',
  'groupBriefLength',
  'groupDescriptionLength',
  'groupCodeLength',
  'groupReasonLength',
] as const;

export type SchemaRule = (typeof schemaRuleNames)[number];

/**
 * Values a refinement's rule fills in, beside the field's label; a check's rule (`.max(n, …)`) has the
 * check's own values (`{maximum}`).
 */
export type SchemaRuleParams = Readonly<Record<string, string | number>>;

/** What a rule's zod issue carries as its message: a marker the input check recognises, then the rule. */
const ruleMarker = 'schema-rule:';

/** The option of a zod check or refinement that names a rule: `.regex(pattern, schemaRule('httpAddress'))`. */
export function schemaRule(
  rule: SchemaRule,
  params?: SchemaRuleParams,
): { error: string; params?: SchemaRuleParams } {
  return params ? { error: `${ruleMarker}${rule}`, params } : { error: `${ruleMarker}${rule}` };
}

/** A refinement's custom issue that names a rule, for `context.addIssue({ ...schemaRuleIssue(…), path })`. */
export function schemaRuleIssue(
  rule: SchemaRule,
  params: SchemaRuleParams = {},
): { code: 'custom'; message: string; params: SchemaRuleParams } {
  return { code: 'custom', message: `${ruleMarker}${rule}`, params };
}

/** The rule a zod issue's message names, or undefined for an issue that names none. */
export function schemaRuleOf(issueMessage: string): SchemaRule | undefined {
  if (!issueMessage.startsWith(ruleMarker)) return undefined;
  const rule = issueMessage.slice(ruleMarker.length);
  return (schemaRuleNames as readonly string[]).includes(rule) ? (rule as SchemaRule) : undefined;
}
