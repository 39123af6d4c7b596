import * as z from 'zod';

/** Rule types (spec part 2, §3): 0 ACM, 1 OI. */
export const contestType = { acm: 0, oi: 1 } as const;
export type ContestType = (typeof contestType)[keyof typeof contestType];

/** Who may enter and submit: 0 public, 1 private (password to enter), 2 protected (password to submit). */
export const contestAuthCode = { public: 0, private: 1, protected: 2 } as const;
export type ContestAuthCode = (typeof contestAuthCode)[keyof typeof contestAuthCode];

/** Awards: 0 none, 1 by proportion of the ranked contestants, 2 by number of contestants. */
export const contestAwardType = { none: 0, proportion: 1, number: 2 } as const;

/** Whose name the board shows. */
export const rankShowNames = ['username', 'nickname', 'realname'] as const;
export type RankShowName = (typeof rankShowNames)[number];

/** Which of a contestant's OI scores counts for a problem: the latest or the highest. */
export const oiRankScoreTypes = ['Recent', 'Highest'] as const;
export type OiRankScoreType = (typeof oiRankScoreTypes)[number];

/** One award tier (the contract's ContestAwardConfigVO): `num` is a percentage or a head count. */
export const contestAwardSchema = z.object({
  priority: z.number().int().min(1),
  name: z.string().trim().min(1).max(32),
  background: z.string().trim().max(32),
  color: z.string().trim().max(32),
  num: z.number().int().min(0),
});
export type ContestAward = z.infer<typeof contestAwardSchema>;

/** Constants of contests (spec part 2 §9, part 3 §5 and §9). */
export const contestRules = {
  listPageSize: 10,
  /** A wrong try costs 20 minutes in ACM, in seconds. */
  penaltySeconds: 20 * 60,
  /** Seal choices before the end, in seconds (half an hour, an hour); sealing the whole contest seals at the start. */
  sealChoicesSeconds: [1800, 3600],
  /** Default awards: gold 10 %, silver 20 %, bronze 30 % (by proportion). */
  defaultAwards: [
    { priority: 1, name: '金牌', background: '#e6bf25', color: '#ffffff', num: 10 },
    { priority: 2, name: '银牌', background: '#e6e6e6', color: '#000000', num: 20 },
    { priority: 3, name: '铜牌', background: '#c26b29', color: '#ffffff', num: 30 },
  ] satisfies ContestAward[],
  /** In exam mode: submissions per problem when the description does not say. */
  defaultExamSubmitLimit: 20,
  printMinLength: 50,
  printMaxLength: 65_535,
  acInfoPageSize: 20,
  printPageSize: 15,
  titleMaxLength: 255,
  descriptionMaxLength: 65_535,
  passwordMaxLength: 64,
  starAccountsMax: 1000,
} as const;

/**
 * A contest as stored (`CONTEST#<cid>` / `CONTEST`) and as the admin edits it: the contract's
 * AdminContestVO fields. Times are ISO strings; `duration` is in seconds; `count` is the number of
 * registered accounts. `pwd` is only ever answered to the contest's admins.
 */
export interface StoredContest {
  cid: number;
  uid: string;
  author: string;
  title: string;
  type: ContestType;
  description: string;
  /** 0, or the id of the contest this one was cloned from. */
  source: number;
  auth: ContestAuthCode;
  pwd: string;
  startTime: string;
  endTime: string;
  duration: number;
  sealRank: boolean;
  sealRankTime: string | null;
  autoRealRank: boolean;
  visible: boolean;
  openPrint: boolean;
  openAccountLimit: boolean;
  accountLimitRule: string;
  rankShowName: RankShowName;
  starAccount: string[];
  openRank: boolean;
  oiRankScoreType: OiRankScoreType;
  /** The group holding the contest; null for the site's own. */
  gid: number | null;
  awardType: 0 | 1 | 2;
  awardConfigList: ContestAward[];
  allowEndSubmit: boolean;
  count: number;
  gmtCreate: string;
  gmtModified: string;
}

/**
 * One line of the contest catalogue (`CONTESTS` / `C#<cid>`): what the public list filters and shows,
 * so the list never reads a contest's own item. Written with the contest; `count` moves with each
 * registration.
 */
export interface ContestLine {
  cid: number;
  title: string;
  type: ContestType;
  auth: ContestAuthCode;
  startTime: string;
  endTime: string;
  duration: number;
  visible: boolean;
  openRank: boolean;
  gid: number | null;
  author: string;
  count: number;
}
