import { randomUUID } from 'node:crypto';
import { defaultWebsiteConfig, localLanguageCatalogue, roleCodes } from '@oj/shared';
import { hashPassword } from '../auth/password';
import { createWebsiteConfigIfMissing } from '../data/website-config/save-website-config';
import { createLanguageIfMissing } from '../data/languages/create-language';
import { createUser } from '../data/users/create-user';
import { findUserByUsername } from '../data/users/find-user';
import { listUnlistedAccounts } from '../data/users/list-unlisted-accounts';
import { seedDiscussionCategories } from '../data/discussions/seed-discussion-categories';
import { seedDemo, type DemoSeedReport } from './demo/seed-demo';

export const adminUsername = 'root';

/** What a seeding run wrote; a second run on the same table writes nothing. */
export interface SeedReport {
  websiteConfig: boolean;
  languages: number;
  admin: boolean;
  /** Accounts stored before the accounts index existed, put on it (0 once every account is). */
  accountsListed: number;
  /** Present when the demo was asked for. */
  demo?: DemoSeedReport;
}

/**
 * The data a new site starts with: the website config with the spec's defaults, the language list,
 * the discussion board's default categories,
 * and the super administrator `root` (and, for a table older than the accounts index, that index's lines
for the accounts already there); with `demo`, also the demo of docs/demo-data.md (accounts with a
 * published password, tags, problems with test data), which only a local stack asks for. Safe to run
 * at every start: each write is conditional, and what exists is read first and left alone.
 */
export async function seedDatabase(options: {
  adminPassword: string;
  adminEmail?: string;
  demo?: boolean;
  /** With the demo: queue the demo contests' submissions for the judges (a stack with judge workers). */
  demoContestSubmissions?: boolean;
}): Promise<SeedReport> {
  const websiteConfig = await createWebsiteConfigIfMissing(defaultWebsiteConfig);
  const languageWrites = await Promise.all(localLanguageCatalogue.map(createLanguageIfMissing));
  await seedDiscussionCategories();
  let admin = false;
  if (!(await findUserByUsername(adminUsername))) {
    const outcome = await createUser({
      uid: randomUUID().replaceAll('-', ''),
      username: adminUsername,
      email: options.adminEmail ?? 'root@localhost',
      passwordHash: await hashPassword(options.adminPassword),
      roleCode: roleCodes.superAdmin,
      createdAt: new Date().toISOString(),
    });
    admin = outcome === 'created';
  }
  const report: SeedReport = {
    websiteConfig,
    languages: languageWrites.filter(Boolean).length,
    admin,
    accountsListed: await listUnlistedAccounts(),
  };
  if (options.demo)
    report.demo = await seedDemo({ contestSubmissions: options.demoContestSubmissions === true });
  return report;
}
