import type { AdminContest, adminCreateContest } from '@oj/shared/api/admin-contest';
import type { OiRankScoreType, RankShowName } from '@oj/shared/domain/contest';
import type { z } from 'zod';
import {
  accountLimitFieldsOf,
  defaultAccountLimitFields,
  toAccountLimitRule,
  type AccountLimitFields,
} from './account-limit-fields';
import { awardRowsOf, defaultAwardRows, toAwardConfig, type AwardRow } from './award-rows';
import { beijingInputToMs, isoToBeijingInput, msToBeijingInput } from './beijing-time-input';
import { defaultSealChoice, sealChoiceOf, sealTimeMs, type SealChoice } from './seal-choices';

/* What the contest form holds while it is edited, and the one place it becomes the API's body. */

export interface ContestFormValues {
  /** The contest's id when editing. */
  id?: number;
  title: string;
  description: string;
  type: 0 | 1;
  auth: 0 | 1 | 2;
  pwd: string;
  /** `datetime-local` texts at UTC+8. */
  startTime: string;
  endTime: string;
  sealRank: boolean;
  sealChoice: SealChoice;
  /** A stored seal time that is none of the choices (edit only), in ms. */
  keptSealMs: number | null;
  /** Stored as the contract has it; the board unfreezes at the end either way (docs/contests.md). */
  autoRealRank: boolean;
  visible: boolean;
  openRank: boolean;
  openPrint: boolean;
  allowEndSubmit: boolean;
  rankShowName: RankShowName;
  oiRankScoreType: OiRankScoreType;
  awardType: 0 | 1 | 2;
  awards: AwardRow[];
  starAccounts: string[];
  openAccountLimit: boolean;
  accountLimit: AccountLimitFields;
}

export type ContestBody = z.input<(typeof adminCreateContest)['body']> & { id?: number };

const hourMs = 3600_000;

/** Seconds from start to end as typed, or null while either is not a time. */
export function durationSecondsOf(values: Pick<ContestFormValues, 'startTime' | 'endTime'>): number | null {
  const start = beijingInputToMs(values.startTime);
  const end = beijingInputToMs(values.endTime);
  return start === null || end === null ? null : Math.floor((end - start) / 1000);
}

/**
 * A new contest: from the next whole hour for three hours, public, ACM, visible, no seal, the default
 * awards named in the form's language, the default account range.
 */
export function emptyContestForm(
  nowMs: number,
  awardNames: readonly [string, string, string],
): ContestFormValues {
  const start = Math.ceil((nowMs + 1) / hourMs) * hourMs;
  return {
    title: '',
    description: '',
    type: 0,
    auth: 0,
    pwd: '',
    startTime: msToBeijingInput(start),
    endTime: msToBeijingInput(start + 3 * hourMs),
    sealRank: false,
    sealChoice: defaultSealChoice(0, 3 * 3600),
    keptSealMs: null,
    autoRealRank: true,
    visible: true,
    openRank: false,
    openPrint: false,
    allowEndSubmit: false,
    rankShowName: 'username',
    oiRankScoreType: 'Recent',
    awardType: 0,
    awards: defaultAwardRows(awardNames),
    starAccounts: [],
    openAccountLimit: false,
    accountLimit: { ...defaultAccountLimitFields },
  };
}

/** The stored contest as form values (the edit page). */
export function valuesFromAdminContest(
  contest: AdminContest,
  awardNames: readonly [string, string, string],
): ContestFormValues {
  const startMs = Date.parse(contest.startTime);
  const endMs = Date.parse(contest.endTime);
  const sealMs = contest.sealRankTime === null ? null : Date.parse(contest.sealRankTime);
  const type = contest.type === 1 ? 1 : 0;
  const sealChoice =
    sealMs === null ? defaultSealChoice(type, contest.duration) : sealChoiceOf(sealMs, startMs, endMs);
  return {
    id: contest.id,
    title: contest.title,
    description: contest.description,
    type,
    auth: contest.auth === 1 || contest.auth === 2 ? contest.auth : 0,
    pwd: contest.pwd,
    startTime: isoToBeijingInput(contest.startTime),
    endTime: isoToBeijingInput(contest.endTime),
    sealRank: contest.sealRank,
    sealChoice,
    keptSealMs: sealChoice === 'kept' ? sealMs : null,
    autoRealRank: contest.autoRealRank,
    visible: contest.visible,
    openRank: contest.openRank,
    openPrint: contest.openPrint,
    allowEndSubmit: contest.allowEndSubmit,
    rankShowName:
      (['username', 'nickname', 'realname'] as const).find((name) => name === contest.rankShowName) ??
      'username',
    oiRankScoreType: contest.oiRankScoreType === 'Highest' ? 'Highest' : 'Recent',
    awardType: contest.awardType === 1 || contest.awardType === 2 ? contest.awardType : 0,
    awards:
      contest.awardConfigList.length > 0
        ? awardRowsOf(contest.awardConfigList)
        : defaultAwardRows(awardNames),
    starAccounts: [...contest.starAccount],
    openAccountLimit: contest.openAccountLimit,
    accountLimit: accountLimitFieldsOf(contest.accountLimitRule),
  };
}

/**
 * The create or edit body. Times go as ISO instants; the duration is the server's to compute; the
 * seal time is the chosen one; a public contest sends no password; no awards sends no tiers (the
 * server keeps its defaults). Call it once the form's rules find nothing wrong.
 */
export function toContestBody(values: ContestFormValues): ContestBody {
  const startMs = beijingInputToMs(values.startTime) ?? Number.NaN;
  const endMs = beijingInputToMs(values.endTime) ?? Number.NaN;
  return {
    ...(values.id === undefined ? {} : { id: values.id }),
    title: values.title.trim(),
    description: values.description,
    type: values.type,
    auth: values.auth,
    pwd: values.auth === 0 ? '' : values.pwd.trim(),
    startTime: new Date(startMs).toISOString(),
    endTime: new Date(endMs).toISOString(),
    sealRank: values.sealRank,
    sealRankTime: values.sealRank
      ? new Date(sealTimeMs(values.sealChoice, startMs, endMs, values.keptSealMs)).toISOString()
      : null,
    autoRealRank: values.autoRealRank,
    visible: values.visible,
    openRank: values.openRank,
    openPrint: values.openPrint,
    allowEndSubmit: values.allowEndSubmit,
    rankShowName: values.rankShowName,
    oiRankScoreType: values.oiRankScoreType,
    gid: null,
    awardType: values.awardType,
    awardConfigList: values.awardType === 0 ? [] : toAwardConfig(values.awards),
    starAccount: values.starAccounts,
    openAccountLimit: values.openAccountLimit,
    accountLimitRule: values.openAccountLimit ? toAccountLimitRule(values.accountLimit) : '',
  };
}
