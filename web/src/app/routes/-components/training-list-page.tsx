import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { TrainingView } from '@oj/shared/api/training';
import { useSession } from '../../../features/account/session/use-session';
import { TrainingList } from '../../../features/training/list/components/training-list';
import { useLockReason } from '../../../features/training/list/components/lock-state';
import { trainingTabPath } from '../../../features/training/details/training-paths';
import { trainingScope } from '../../../lib/scope/scope-href';
import {
  parseTrainingListSearch,
  toTrainingListSearch,
  type TrainingListFilters,
} from '../../../features/training/list/url-state';
import { Button } from '../../../components/ui/button';
import { showDialog } from '../../../lib/dialog-store';
import { showToast } from '../../../lib/toast-store';

/** The route's hooks by id: importing the route object would make a circle with its lazy component. */
const trainingListRoute = getRouteApi('/training');

/**
 * The training list screen: a logged-in click opens the training, a locked course-pack training says
 * what to finish first, and a visitor is asked to log in (spec part 3 §6: entering a training needs
 * a login).
 */
export function TrainingListPage() {
  const { t } = useTranslation();
  const router = useRouter();
  const navigate = trainingListRoute.useNavigate();
  const session = useSession();
  const lockReason = useLockReason();
  const filters = parseTrainingListSearch({ ...trainingListRoute.useSearch() });
  const show = (next: TrainingListFilters) => void navigate({ search: toTrainingListSearch(next) });
  function open(training: TrainingView): void {
    if (!session) {
      showToast('warning', t('training.list.loginRequired'));
      showDialog('login');
      return;
    }
    if (!training.canChallenge) {
      showToast('warning', lockReason(training) ?? t('training.list.lock.locked'));
      return;
    }
    router.history.push(trainingTabPath(trainingScope(training.id), 'home'));
  }
  return (
    <div className="space-y-4" data-testid="training-list-page">
      {session ? null : (
        <div
          className="flex flex-wrap items-center gap-3 rounded-lg border border-blue-100 bg-blue-50 px-4 py-3 text-sm text-blue-900"
          data-testid="training-login-hint"
        >
          <span className="min-w-0 flex-1">{t('training.list.loginHint')}</span>
          <Button onClick={() => showDialog('login')}>{t('training.list.login')}</Button>
        </div>
      )}
      <TrainingList filters={filters} onFilters={show} uid={session?.user.uid ?? null} onOpen={open} />
    </div>
  );
}
