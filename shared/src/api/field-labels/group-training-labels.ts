import { bilingual, type Bilingual } from '../../domain/bilingual';

/** Labels of the group-training calls' fields whose meaning there is not the site-wide one. */
export const groupTrainingCallLabels: Record<string, Record<string, Bilingual>> = {
  'POST /api/group/training': {
    'training.description': bilingual('金币奖励', 'Coin reward'),
    'training.gid': bilingual('训练所属团队', "The training's group"),
  },
  'PUT /api/group/training': { 'training.description': bilingual('金币奖励', 'Coin reward') },
  'PUT /api/group/change-training-status': { status: bilingual('训练状态', 'Training status') },
};
