import { seedDemoProblems } from './seed-demo-problems';
import { seedDemoTags } from './seed-demo-tags';
import { seedDemoUsers } from './seed-demo-users';

/** What the demo seeding created; all zeros when the demo was there already. */
export interface DemoSeedReport {
  users: number;
  classifications: number;
  tags: number;
  problems: number;
}

/**
 * The demo a local stack starts with (docs/demo-data.md): accounts to log in with, tags in two
 * classifications, and problems with real test data across every judge mode. Reads first and writes
 * only what is missing, so a second run writes nothing.
 */
export async function seedDemo(): Promise<DemoSeedReport> {
  const users = await seedDemoUsers();
  const { classifications, tags, idByName } = await seedDemoTags();
  const problems = await seedDemoProblems(idByName);
  return { users, classifications, tags, problems };
}
