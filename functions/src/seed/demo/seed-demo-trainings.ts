import { loadTrainingCatalogue } from '../../data/trainings/training-catalogue';
import { storeNewTraining } from '../../data/trainings/put-training';
import { addTrainingProblem } from '../../data/trainings/training-problems';
import { trainingCategories } from '../../data/training-categories/training-categories';
import { createTrainingCategory } from '../../data/training-categories/write-training-category';
import { findPidByProblemId } from '../../data/problems/get-problem';
import { findUserByUsername } from '../../data/users/find-user';
import { demoTrainingCategories, demoTrainings } from './demo-trainings';

/**
 * The demo trainings (docs/demo-data.md): their categories, then each training missing from the
 * catalogue, with its problems. Reads first and writes only what is missing.
 */
export async function seedDemoTrainings(): Promise<number> {
  trainingCategories.forget();
  const categories = await trainingCategories();
  const idByName = new Map(categories.map((category) => [category.name, category.id]));
  for (const category of demoTrainingCategories)
    if (!idByName.has(category.name))
      idByName.set(category.name, (await createTrainingCategory(category)).id);
  const existing = new Set((await loadTrainingCatalogue()).map((line) => line.title));
  let created = 0;
  for (const demo of demoTrainings) {
    if (existing.has(demo.title)) continue;
    const owner = await findUserByUsername(demo.owner);
    const categoryId = idByName.get(demo.category);
    if (!owner || categoryId === undefined) continue;
    const now = new Date().toISOString();
    const tid = await storeNewTraining((id) => ({
      tid: id,
      title: demo.title,
      description: String(demo.coins),
      author: owner.username,
      uid: owner.uid,
      auth: demo.auth,
      privatePwd: demo.privatePwd,
      status: true,
      rank: demo.rank,
      categoryId,
      gid: null,
      gmtCreate: now,
      gmtModified: now,
    }));
    for (const [index, problemId] of demo.problemIds.entries()) {
      const pid = await findPidByProblemId(problemId);
      if (pid !== undefined) await addTrainingProblem({ tid, pid, displayId: problemId, rank: index + 1 });
    }
    created += 1;
  }
  return created;
}
