import { deleteTraining } from './delete-training';
import { loadTrainingCatalogue } from './training-catalogue';

/**
 * Every training of group `gid`, deleted as a training is deleted (`deleteTraining`: its partition,
 * then its catalogue line): what a disbanded group's homework leaves (a sweep of the group-disband
 * job). Reads the catalogue afresh, so a sweep cut short finds the trainings not yet deleted by their
 * lines again. Answers how many it deleted; completion records stay with their users.
 */
export async function deleteGroupTrainings(gid: number): Promise<number> {
  const lines = (await loadTrainingCatalogue()).filter((line) => line.gid === gid);
  for (const line of lines) await deleteTraining(line.tid);
  return lines.length;
}
