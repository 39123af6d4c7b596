import {
  contestAuthCode,
  contestAwardType,
  contestRules,
  contestType,
  parseAccountLimitRule,
  type AdminContestBody,
  type ContestAward,
  type ContestFormFields,
  type StoredContest,
} from '@oj/shared';
import { AppError } from '../../frame/app-error';

const hourSeconds = 3600;

/**
 * Where the board seals when the admin turns sealing on without a time (spec part 3 §4): from the
 * start (the whole contest) for OI or a contest shorter than an hour, otherwise for the last hour.
 */
export function defaultSealRankTime(type: number, startTime: string, endTime: string): string {
  const durationSeconds = (Date.parse(endTime) - Date.parse(startTime)) / 1000;
  if (type === contestType.oi || durationSeconds < hourSeconds) return startTime;
  return new Date(Date.parse(endTime) - hourSeconds * 1000).toISOString();
}

function sealRankTimeOf(body: AdminContestBody): string | null {
  if (!body.sealRank) return null;
  if (body.sealRankTime === null || body.sealRankTime === undefined)
    return defaultSealRankTime(body.type, body.startTime, body.endTime);
  const seal = Date.parse(body.sealRankTime);
  if (seal < Date.parse(body.startTime) || seal > Date.parse(body.endTime))
    throw new AppError('contestSealTimeOutside');
  return body.sealRankTime;
}

/**
 * Star users (spec part 3 §5): names trimmed, blanks dropped, a name given twice kept once. The list
 * is a set of usernames, so a repeat (a pasted list naming a team twice) changes nothing the board
 * shows: the form warns about it, and a client that sends one loses none of the other names.
 */
function starAccountsOf(names: readonly string[] | null | undefined): string[] {
  const kept = new Set<string>();
  for (const name of (names ?? []).map((text) => text.trim())) if (name !== '') kept.add(name);
  return [...kept];
}

/** The award tiers, by priority; the defaults (10/20/30 % gold, silver, bronze) when none are sent. */
function awardsOf(body: AdminContestBody): ContestAward[] {
  const list = body.awardConfigList?.length ? body.awardConfigList : contestRules.defaultAwards;
  const priorities = new Set<number>();
  for (const award of list) {
    if (priorities.has(award.priority))
      throw new AppError('contestAwardPriorityDuplicate', { priority: award.priority });
    priorities.add(award.priority);
  }
  if (body.awardType === contestAwardType.proportion) {
    const sum = list.reduce((total, award) => total + award.num, 0);
    if (sum > 100) throw new AppError('contestAwardProportionOver', { sum });
  }
  return [...list].sort((a, b) => a.priority - b.priority);
}

function accountLimitRuleOf(body: AdminContestBody): string {
  const rule = (body.accountLimitRule ?? '').trim();
  if (!body.openAccountLimit) return rule;
  const parsed = parseAccountLimitRule(rule);
  if (parsed.ok) return rule;
  switch (parsed.reason) {
    case 'rangeNotNumbers':
      throw new AppError('contestAccountLimitRangeInvalid');
    case 'startAfterEnd':
      throw new AppError('contestAccountLimitStartAfterEnd', { start: parsed.start, end: parsed.end });
    case 'nobodyAllowed':
      throw new AppError('contestAccountLimitEmpty');
  }
}

/**
 * The stored fields of a contest from a create or edit body, by the rules of spec part 3 §4–§5 and
 * part 2 §5; `previous` is the contest being edited. The duration is computed from the start and the
 * end (a sent one is ignored), so it always agrees with them. Throws the error naming the first
 * broken rule.
 */
export function contestFieldsOf(body: AdminContestBody, previous?: StoredContest): ContestFormFields {
  const durationMs = Date.parse(body.endTime) - Date.parse(body.startTime);
  if (!(durationMs >= 1000)) throw new AppError('contestTimeOrder');
  if (previous && previous.type !== body.type) throw new AppError('contestTypeUnchangeable');
  const pwd = body.pwd ?? '';
  if (body.auth !== contestAuthCode.public && pwd === '') throw new AppError('contestPasswordMissing');
  return {
    title: body.title,
    type: body.type,
    description: body.description,
    auth: body.auth,
    pwd: body.auth === contestAuthCode.public ? '' : pwd,
    startTime: body.startTime,
    endTime: body.endTime,
    duration: Math.floor(durationMs / 1000),
    sealRank: body.sealRank,
    sealRankTime: sealRankTimeOf(body),
    autoRealRank: body.autoRealRank,
    visible: body.visible,
    openPrint: body.openPrint,
    openAccountLimit: body.openAccountLimit,
    accountLimitRule: accountLimitRuleOf(body),
    rankShowName: body.rankShowName,
    starAccount: starAccountsOf(body.starAccount),
    openRank: body.openRank,
    oiRankScoreType: body.oiRankScoreType,
    // A group's contest stays in its group; new contests here are the site's own.
    gid: previous?.gid ?? null,
    awardType: body.awardType,
    awardConfigList: awardsOf(body),
    allowEndSubmit: body.allowEndSubmit,
  };
}
