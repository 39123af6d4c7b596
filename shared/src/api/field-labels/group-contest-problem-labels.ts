import { bilingual, type Bilingual } from '../../domain/bilingual';

/** Labels of the group-contest-problem calls' fields that the site's labels do not already give. */
export const groupContestProblemCallLabels: Record<string, Record<string, Bilingual>> = {
  'POST /api/group/contest-problem': {
    'problem.gid': bilingual('题目所属团队', 'Group of the problem'),
  },
};
