import { seedDemoProblems } from './seed-demo-problems';
import { seedDemoTags } from './seed-demo-tags';
import { seedDemoUsers } from './seed-demo-users';
import { seedDemoContests } from './seed-demo-contests';
import { seedDemoTrainings } from './seed-demo-trainings';
import { seedDemoDiscussions } from './seed-demo-discussions';
import { seedDemoClass } from './seed-demo-class';

/** What the demo seeding created; all zeros when the demo was there already. */
export interface DemoSeedReport {
  users: number;
  classifications: number;
  tags: number;
  problems: number;
  contests: number;
  trainings: number;
  discussions: number;
  classes: number;
}

/**
 * The demo a local stack starts with (docs/demo-data.md): accounts to log in with, tags in two
 * classifications, problems with real test data across every judge mode, three contests, whose
 * demo submissions are queued for the judges with `contestSubmissions`, and three trainings (a
 * course pack of two and a private general one), two discussions, and a class (a group with its
 * problems, homework, test and forum). Reads first and writes only what is missing, so a second run
 * writes nothing.
 */
export async function seedDemo(options: { contestSubmissions?: boolean } = {}): Promise<DemoSeedReport> {
  const users = await seedDemoUsers();
  const { classifications, tags, idByName } = await seedDemoTags();
  const problems = await seedDemoProblems(idByName);
  const contests = await seedDemoContests({ submissions: options.contestSubmissions === true });
  const trainings = await seedDemoTrainings();
  const discussions = await seedDemoDiscussions();
  const classes = await seedDemoClass({ submissions: options.contestSubmissions === true });
  return { users, classifications, tags, problems, contests, trainings, discussions, classes };
}
