import { contestRules } from '@oj/shared/domain/contest';
import { accountLimitProblem } from './account-limit-fields';
import { awardProblem } from './award-rows';
import { beijingInputToMs } from './beijing-time-input';
import type { ContestFormValues } from './contest-form-values';
import { duplicateStarAccount } from './star-accounts';

/*
 * The contest form's rules (spec part 3 §5 "Group contest" and "Admin rules", part 2 §5;
 * docs/api/admin-contest.md), checked before the save as the server checks them; the server has the
 * last word. Each problem is an i18n key under `admin-contest.form.rules`, by the field it shows beside.
 */

export type ContestFormField =
  | 'title'
  | 'description'
  | 'type'
  | 'pwd'
  | 'startTime'
  | 'endTime'
  | 'sealRank'
  | 'awards'
  | 'starAccount'
  | 'accountLimitRule';

export type ContestFormProblem = { key: string; params?: Record<string, string | number> };
export type ContestFormProblems = Partial<Record<ContestFormField, ContestFormProblem>>;

function timeProblems(values: ContestFormValues, problems: ContestFormProblems): void {
  const start = beijingInputToMs(values.startTime);
  const end = beijingInputToMs(values.endTime);
  if (start === null) problems.startTime = { key: 'timeRequired' };
  if (end === null) problems.endTime = { key: 'timeRequired' };
  if (start === null || end === null) return;
  // Contets_Time_Check and Contest_Duration_Check of the spec: the end after the start, by a second at least.
  if (end < start) problems.endTime = { key: 'startBeforeEnd' };
  else if (end - start < 1000) problems.endTime = { key: 'durationPositive' };
  else if (values.sealRank && values.sealChoice === 'kept' && values.keptSealMs !== null) {
    if (values.keptSealMs < start || values.keptSealMs > end) problems.sealRank = { key: 'sealOutside' };
  }
}

export function contestFormProblems(values: ContestFormValues): ContestFormProblems {
  const problems: ContestFormProblems = {};
  const title = values.title.trim();
  if (title === '') problems.title = { key: 'titleRequired' };
  else if (title.length > contestRules.titleMaxLength)
    problems.title = { key: 'tooLong', params: { max: contestRules.titleMaxLength } };
  if (values.description.length > contestRules.descriptionMaxLength)
    problems.description = { key: 'tooLong', params: { max: contestRules.descriptionMaxLength } };
  if (values.auth !== 0) {
    const pwd = values.pwd.trim();
    if (pwd === '') problems.pwd = { key: 'passwordRequired' };
    else if (pwd.length > contestRules.passwordMaxLength)
      problems.pwd = { key: 'tooLong', params: { max: contestRules.passwordMaxLength } };
  }
  timeProblems(values, problems);
  const award = awardProblem(values.awardType, values.awards);
  if (award) problems.awards = award;
  const twice = duplicateStarAccount(values.starAccounts);
  if (twice !== null) problems.starAccount = { key: 'starDuplicate', params: { name: twice } };
  if (values.openAccountLimit) {
    const limit = accountLimitProblem(values.accountLimit);
    if (limit) problems.accountLimitRule = limit;
  }
  return problems;
}

/** The API's field names (as its refusals say them) → the form field the refusal shows beside. */
const serverFields: Record<string, ContestFormField> = {
  title: 'title',
  description: 'description',
  type: 'type',
  pwd: 'pwd',
  startTime: 'startTime',
  endTime: 'endTime',
  duration: 'endTime',
  sealRank: 'sealRank',
  sealRankTime: 'sealRank',
  awardType: 'awards',
  awardConfigList: 'awards',
  starAccount: 'starAccount',
  accountLimitRule: 'accountLimitRule',
  openAccountLimit: 'accountLimitRule',
};

/**
 * The field a refusal names: the request field the answer carries (`data.field`), else the one its
 * message names ("Invalid parameter <field>: …", "参数 <field> 不合法：…"); either may be a path such
 * as `awardConfigList.0.name` for a part of a field.
 */
export function contestFieldOfServerMessage(
  message: string,
  requestField?: string,
): ContestFormField | undefined {
  const named = requestField ?? /(?:Invalid parameter|参数)\s+([A-Za-z.0-9]+)/.exec(message)?.[1];
  return named ? serverFields[named.split('.')[0] ?? named] : undefined;
}
