import * as z from 'zod';
import { accountRules } from '../domain/account-rules';
import { rankSubLevels, rankTiers, type RankTierName } from '../domain/rank-tier';
import { uploadedFileSchema } from './upload';
import { emailField, mailedCodeField, passwordField, sessionUserSchema } from './account';
import { fieldRule, type AccountFieldRule } from './account-field-rules';
import { defineCall, type CallDefinition } from './define-call';
import { noBody, noQuery } from './params';

/** Limits of the profile fields (spec §3 user-info form, §5, §9), checked on the server and in the web app. */
export const profileRules = {
  realnameMaxLength: 50,
  nicknameMaxLength: 30,
  cfUsernameMaxLength: 50,
  numberMaxLength: 20,
  schoolMaxLength: 100,
  blogMaxLength: 255,
  githubMaxLength: 255,
  signatureMaxLength: 10_000,
  /** The signature keeps only its last paragraphs, blank-line separated (spec §9). */
  signatureMaxParagraphs: 10,
  changeEmailCodeResendSeconds: 60,
  changeEmailCodeLifetimeSeconds: 600,
  avatarMaxBytes: 2 * 1024 * 1024,
  avatarExtensions: ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'],
  /** Days the heatmap covers, ending today. */
  heatmapDays: 366,
} as const;

/**
 * The last `count` paragraphs of a signature, paragraphs being separated by blank lines as in
 * Markdown: earning and spending coins appends a dated paragraph (spec §4), and only the recent ones
 * are kept (spec §9). Lines inside a paragraph stay together; nothing is cut when there are at most
 * `count` paragraphs.
 */
export function keepLastParagraphs(
  text: string,
  count: number = profileRules.signatureMaxParagraphs,
): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const starts: number[] = [];
  lines.forEach((line, index) => {
    const blank = line.trim() === '';
    const previousBlank = index === 0 || (lines[index - 1] ?? '').trim() === '';
    if (!blank && previousBlank) starts.push(index);
  });
  if (starts.length <= count) return text;
  return lines.slice(starts[starts.length - count]).join('\n');
}

export const genderSchema = z.enum(['male', 'female', 'secrecy']);

/** The caller's own info after a profile change: the session's user info plus the profile fields. */
export const profileUserSchema = sessionUserSchema.extend({
  realname: z.string(),
  gender: genderSchema,
  school: z.string(),
  signature: z.string(),
  github: z.string(),
  blog: z.string(),
  cfUsername: z.string(),
  titleName: z.string(),
  titleColor: z.string(),
});

export type ProfileUser = z.infer<typeof profileUserSchema>;

export const getChangeEmailCode = defineCall({
  module: 'profile',
  method: 'GET',
  path: '/api/get-change-email-code',
  query: z.object({ email: emailField }),
  body: noBody,
  response: z.object({ email: z.string() }),
});

export const changeEmail = defineCall({
  module: 'profile',
  method: 'POST',
  path: '/api/change-email',
  query: noQuery,
  body: z.object({
    password: passwordField,
    newEmail: emailField,
    code: mailedCodeField,
  }),
  response: profileUserSchema,
});

/** A trimmed profile text of at most `max` characters; a longer one answers `rule`'s message. */
const text = (max: number, rule: AccountFieldRule) => z.string().trim().max(max, fieldRule(rule));

/** Fields left out stay as they are; the username is not changed here. */
export const changeUserInfo = defineCall({
  module: 'profile',
  method: 'POST',
  path: '/api/change-userInfo',
  query: noQuery,
  body: z.object({
    realname: text(profileRules.realnameMaxLength, 'realnameTooLong').optional(),
    cfUsername: text(profileRules.cfUsernameMaxLength, 'cfUsernameTooLong').optional(),
    gender: z.enum(['male', 'female', 'secrecy'], fieldRule('genderChoice')).optional(),
    nickname: text(profileRules.nicknameMaxLength, 'nicknameTooLong').optional(),
    signature: z.string().max(profileRules.signatureMaxLength, fieldRule('signatureTooLong')).optional(),
    number: text(profileRules.numberMaxLength, 'numberTooLong').optional(),
    blog: text(profileRules.blogMaxLength, 'blogTooLong').optional(),
    school: text(profileRules.schoolMaxLength, 'schoolTooLong').optional(),
    github: text(profileRules.githubMaxLength, 'githubTooLong').optional(),
  }),
  response: profileUserSchema,
});

/** Whose page: `uid` wins over `username`; neither means the caller's own. */
const userQuery = z.object({
  uid: z.string().trim().max(64).optional(),
  username: z.string().trim().max(accountRules.usernameMaxLength).optional(),
});

export const solvedProblemSchema = z.object({
  pid: z.number().int(),
  problemId: z.string(),
  title: z.string(),
  difficulty: z.number().int(),
});

export const rankTierSchema = z.object({
  points: z.number(),
  tier: z.enum(rankTiers.map((tier) => tier.tier) as [RankTierName, ...RankTierName[]]),
  level: z.enum(rankSubLevels).nullable(),
  nextLevelAt: z.number().nullable(),
  pointsToNext: z.number().nullable(),
});

export const userHomeInfoSchema = z.object({
  uid: z.string(),
  username: z.string(),
  nickname: z.string(),
  /** Only for the user and administrators; null for everyone else. */
  realname: z.string().nullable(),
  gender: genderSchema,
  avatar: z.string().nullable(),
  school: z.string(),
  signature: z.string(),
  github: z.string(),
  blog: z.string(),
  cfUsername: z.string(),
  number: z.string(),
  titleName: z.string(),
  titleColor: z.string(),
  recentLoginTime: z.string().nullable(),
  /** Judged submissions. */
  total: z.number().int(),
  /** Display ids of the public problems solved, in pid order. */
  solvedList: z.array(z.string()),
  /** The same problems by difficulty (`"0"`–`"4"`). */
  solvedGroupByDifficulty: z.record(z.string(), z.array(solvedProblemSchema)),
  /** Best OI rank score of each problem scored on, in pid order. */
  scoreList: z.array(z.number()),
  rankTier: rankTierSchema,
});

export type UserHomeInfo = z.infer<typeof userHomeInfoSchema>;

export const getUserHomeInfo = defineCall({
  module: 'profile',
  method: 'GET',
  path: '/api/get-user-home-info',
  query: userQuery,
  body: noBody,
  response: userHomeInfoSchema,
});

export const getUserCalendarHeatmap = defineCall({
  module: 'profile',
  method: 'GET',
  path: '/api/get-user-calendar-heatmap',
  query: userQuery,
  body: noBody,
  /** Days with judged submissions over the last year, oldest first; dates are UTC `YYYY-MM-DD`. */
  response: z.object({
    dataList: z.array(z.object({ date: z.string(), count: z.number().int() })),
    endDate: z.string(),
  }),
});

/** multipart/form-data with the picture in the field `image`. */
export const uploadAvatar = defineCall({
  module: 'profile',
  method: 'POST',
  path: '/api/file/upload-avatar',
  query: noQuery,
  body: z.object({ fields: z.record(z.string(), z.string()), files: z.array(uploadedFileSchema) }),
  response: profileUserSchema,
});

/** Profile calls of the account area: email change, profile, user home, heatmap, avatar. */
export const profileCalls: readonly CallDefinition[] = [
  getChangeEmailCode,
  changeEmail,
  changeUserInfo,
  getUserHomeInfo,
  getUserCalendarHeatmap,
  uploadAvatar,
];
