import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DeadEnd } from '../../../components/dead-end';
import { AppLink } from '../../../components/app-link';
import { adminTrainingQueryOptions } from '../../../features/admin-training/api/get-admin-training';
import { TrainingProblemAdmin } from '../../../features/admin-training-problem/components/training-problem-admin';
import { useSession } from '../../../features/account/session/use-session';
import { positiveId } from './admin-form-page';

const route = getRouteApi('/admin/training/$trainingId/problems');

/** /admin/training/$trainingId/problems: the training's title and links, then its problems. */
export function AdminTrainingProblemsPage() {
  const { t } = useTranslation();
  const tid = positiveId(route.useParams().trainingId);
  const roles = useSession()?.user.roleList ?? [];
  // The server lets only these two move or remove a training's problems.
  const canArrange = roles.includes('root') || roles.includes('problem_admin');
  const training = useQuery({ ...adminTrainingQueryOptions(tid ?? 0), enabled: tid !== null });
  if (tid === null || training.isError) {
    return (
      <DeadEnd
        testId="training-problems-missing"
        linkTo="/admin/training"
        linkText={t('admin-training-problem.backToList')}
      >
        <p className="text-slate-600">{t('admin-training.notFound')}</p>
      </DeadEnd>
    );
  }
  return (
    <div className="space-y-4" data-testid="admin-training-problems-page">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <h1 className="min-w-0 text-xl font-semibold break-words text-slate-800">
          {t('admin-training-problem.title')}
          {training.data ? <span className="text-slate-500"> · {training.data.training.title}</span> : null}
        </h1>
        <AppLink href="/admin/training" className="text-sm text-blue-600 hover:underline">
          {t('admin-training-problem.backToList')}
        </AppLink>
        <AppLink href={`/admin/training/${tid}/edit`} className="text-sm text-blue-600 hover:underline">
          {t('admin-training-problem.editTraining')}
        </AppLink>
      </div>
      <TrainingProblemAdmin tid={tid} canArrange={canArrange} />
    </div>
  );
}
