import { AppError } from '../../frame/app-error';
import { readTrainingProblems } from '../../data/trainings/training-problems';

/**
 * A submission made inside a training must be to one of its problems (one Query of the training's
 * links, 0.5 RCU per 4 KB); any other is refused naming both, as the training's rank could not count it.
 */
export async function assertProblemInTraining(tid: number, pid: number): Promise<void> {
  const links = await readTrainingProblems(tid);
  if (!links.some((link) => link.pid === pid)) throw new AppError('trainingProblemMissing', { pid, tid });
}
