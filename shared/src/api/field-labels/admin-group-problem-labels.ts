import { bilingual, type Bilingual } from '../../domain/bilingual';

/** Labels of the admin-group-problem calls' fields that the site's labels do not name. */
export const adminGroupProblemCallLabels: Record<string, Record<string, Bilingual>> = {
  'PUT /api/admin/group-problem/change-progress': {
    progress: bilingual('审核结果', 'Review decision'),
  },
};
