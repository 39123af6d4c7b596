import * as z from 'zod';

/** Problem-id prefixes that may not be opened or submitted to unless the user is allowed (spec §5). */
export const defaultBlockedProblemPrefixes = ['ZA', 'ZB', 'ZC'] as const;

export const websiteConfigSchema = z.object({
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
  /** Whether visitors may register. */
  register: z.boolean(),
  blockedProblemPrefixes: z.array(z.string().min(1).max(20)).max(100),
});

export type WebsiteConfig = z.infer<typeof websiteConfigSchema>;

export const defaultWebsiteConfig: WebsiteConfig = {
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
  register: true,
  blockedProblemPrefixes: [...defaultBlockedProblemPrefixes],
};
