import { bilingual, type Bilingual } from '../../domain/bilingual';

/** Labels of the group rank's fields whose meaning is its own (`type`: which order). */
export const groupRankCallLabels: Record<string, Record<string, Bilingual>> = {
  'GET /api/get-group-rank-list': { type: bilingual('排名类型', 'Ranking type') },
};
