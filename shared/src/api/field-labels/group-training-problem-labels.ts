import { bilingual, type Bilingual } from '../../domain/bilingual';

/** Labels of the group-training-problem calls' fields whose meaning there is not the site-wide one. */
export const groupTrainingProblemCallLabels: Record<string, Record<string, Bilingual>> = {
  'PUT /api/group/training-problem': { id: bilingual('训练题目编号', 'Training problem id') },
  'POST /api/group/add-training-problem-from-group': {
    problemId: bilingual('团队题目展示编号', "The group problem's display id"),
  },
};
