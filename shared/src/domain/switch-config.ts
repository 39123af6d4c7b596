import type * as z from 'zod';
import { websiteConfigSchema, type WebsiteConfig } from './website-config';

/**
 * The site switches (the admin switch page): stored in the website config, so the register switch and
 * the website form's "allow register" are one field, not two flags that could disagree.
 */
/**
 * The switches added after the first clients of the switch page: an update may leave them out (a
 * client older than them sends the first five) and they stay as they are.
 */
export const laterSwitchFields = {
  register: true,
  openPublicJudge: true,
  openGroupJudge: true,
  openContestJudge: true,
  hideNonContestSubmissionCode: true,
  defaultCreateGroupDailyLimit: true,
  defaultCreateGroupLimit: true,
  defaultCreateGroupACInitValue: true,
  defaultCreateDiscussionDailyLimit: true,
  defaultCreateDiscussionACInitValue: true,
  defaultCreateCommentACInitValue: true,
} as const;

/** Every switch of the switch page, as a field mask of the website config. */
export const switchFieldMask = {
  openPublicDiscussion: true,
  openGroupDiscussion: true,
  openContestComment: true,
  defaultSubmitInterval: true,
  ...laterSwitchFields,
} as const;

export const switchConfigSchema = websiteConfigSchema.pick(switchFieldMask);

export type SwitchConfig = z.infer<typeof switchConfigSchema>;

export const switchConfigFields = Object.keys(switchConfigSchema.shape) as (keyof SwitchConfig)[];

/** The switches out of a whole config. */
export function switchConfigOf(config: WebsiteConfig): SwitchConfig {
  return Object.fromEntries(switchConfigFields.map((field) => [field, config[field]])) as SwitchConfig;
}
