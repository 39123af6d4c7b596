import type * as z from 'zod';
import { websiteConfigSchema, type WebsiteConfig } from './website-config';

/**
 * The site switches (the admin switch page): stored in the website config, so the register switch and
 * the website form's "allow register" are one field, not two flags that could disagree.
 */
export const switchConfigSchema = websiteConfigSchema.pick({
  openPublicDiscussion: true,
  openGroupDiscussion: true,
  openContestComment: true,
  openPublicJudge: true,
  openGroupJudge: true,
  openContestJudge: true,
  hideNonContestSubmissionCode: true,
  register: true,
  defaultSubmitInterval: true,
  defaultCreateGroupDailyLimit: true,
  defaultCreateGroupLimit: true,
  defaultCreateGroupACInitValue: true,
  defaultCreateDiscussionDailyLimit: true,
  defaultCreateDiscussionACInitValue: true,
  defaultCreateCommentACInitValue: true,
});

export type SwitchConfig = z.infer<typeof switchConfigSchema>;

export const switchConfigFields = Object.keys(switchConfigSchema.shape) as (keyof SwitchConfig)[];

/** The switches out of a whole config. */
export function switchConfigOf(config: WebsiteConfig): SwitchConfig {
  return Object.fromEntries(switchConfigFields.map((field) => [field, config[field]])) as SwitchConfig;
}
