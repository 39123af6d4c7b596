import * as z from 'zod';
import { schemaRule } from './schema-rules';

/** Problem-id prefixes that may not be opened or submitted to unless the user is allowed (spec §5). */
export const defaultBlockedProblemPrefixes = ['ZA', 'ZB', 'ZC'] as const;

/** Seconds a user waits between two submissions (or two Online Tests) by default (spec §8). */
export const defaultSubmitIntervalSeconds = 5;

export const websiteConfigSchema = z.object({
  /** The address the site is reached at, used in links of mails; empty: the address of the request. */
  baseUrl: z
    .string()
    .max(500)
    .regex(/^(https?:\/\/[^\s/]+(\/\S*)?)?$/, schemaRule('httpAddress')),
  /** The site's full name (header, page titles, mails). */
  name: z.string().min(1).max(100),
  recordName: z.string().max(200),
  projectName: z.string().min(1).max(100),
  shortName: z.string().min(1).max(20),
  recordUrl: z.string().max(500),
  projectUrl: z.string().max(500),
  /** Markdown shown in the footer; `#####` sections may carry event overrides. */
  description: z.string().max(10_000),
  openPublicDiscussion: z.boolean(),
  openGroupDiscussion: z.boolean(),
  openContestComment: z.boolean(),
  /** Whether submissions outside contests and groups are judged (off: refused with a message). */
  openPublicJudge: z.boolean(),
  /** Whether submissions inside a group's problems, trainings and contests are judged. */
  openGroupJudge: z.boolean(),
  /** Whether contest submissions are judged. */
  openContestJudge: z.boolean(),
  /** Whether the code of a submission outside contests is hidden from everyone but the super admin and problem admins (its author too). */
  hideNonContestSubmissionCode: z.boolean(),
  /** Groups an account may create in one day. */
  defaultCreateGroupDailyLimit: z.number().int().min(0).max(1000),
  /** Groups an account may own at once. */
  defaultCreateGroupLimit: z.number().int().min(0).max(1000),
  /** Accepted problems an account needs before it may create a group. */
  defaultCreateGroupACInitValue: z.number().int().min(0).max(100_000),
  /** Discussions an account may post in one day. */
  defaultCreateDiscussionDailyLimit: z.number().int().min(0).max(1000),
  /** Accepted problems an account needs before it may post a discussion. */
  defaultCreateDiscussionACInitValue: z.number().int().min(0).max(100_000),
  /** Accepted problems an account needs before it may post a comment or a reply. */
  defaultCreateCommentACInitValue: z.number().int().min(0).max(100_000),
  /** Whether visitors may register. */
  register: z.boolean(),
  blockedProblemPrefixes: z.array(z.string().min(1).max(20)).max(100),
  /** Seconds between two judge jobs of one user (the switch page's submission rate limit); 0 = none. */
  defaultSubmitInterval: z.number().int().min(0).max(600),
  /** The user ranking drops users whose title holds this text (spec §5); empty: none is dropped. */
  rankTeacherTitleMarker: z.string().trim().max(50),
  /** When set, the user ranking keeps only users whose title holds this text (spec §5). */
  rankStudentTitleMarker: z.string().trim().max(50),
});

export type WebsiteConfig = z.infer<typeof websiteConfigSchema>;

export const defaultWebsiteConfig: WebsiteConfig = {
  baseUrl: '',
  name: 'Online Judge',
  recordName: '© 2026 Online Judge',
  projectName: 'Online Judge',
  shortName: 'OJ',
  recordUrl: '',
  projectUrl: '/',
  description:
    'An online judge for schools, universities and contest organisers: solve problems, join contests, train and discuss.',
  openPublicDiscussion: true,
  openGroupDiscussion: true,
  openContestComment: true,
  openPublicJudge: true,
  openGroupJudge: true,
  openContestJudge: true,
  hideNonContestSubmissionCode: false,
  defaultCreateGroupDailyLimit: 2,
  defaultCreateGroupLimit: 5,
  defaultCreateGroupACInitValue: 20,
  defaultCreateDiscussionDailyLimit: 5,
  defaultCreateDiscussionACInitValue: 0,
  defaultCreateCommentACInitValue: 0,
  register: true,
  blockedProblemPrefixes: [...defaultBlockedProblemPrefixes],
  defaultSubmitInterval: defaultSubmitIntervalSeconds,
  rankTeacherTitleMarker: '',
  rankStudentTitleMarker: '',
};
