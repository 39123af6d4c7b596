import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../../components/app-link';
import { trainingScope } from '../../../../lib/scope/scope-href';
import { trainingTabPath } from '../training-paths';
import { useTrainingShell } from '../training-shell-context';

/**
 * The training's home tab: the coin reward for solving every problem, how far the viewer got, and the
 * way into the problem list.
 */
export function TrainingHome() {
  const { t } = useTranslation();
  const { tid, training } = useTrainingShell();
  const done = training.problemCount > 0 && training.acCount >= training.problemCount;
  return (
    <section
      className="flex flex-col items-start gap-4 rounded-lg border border-slate-200 bg-white p-5 sm:flex-row sm:items-center"
      data-testid="training-home"
    >
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-base text-slate-700" data-testid="training-reward-text">
          {t('training.details.rewardText', { count: training.coins })}
        </p>
        {done ? (
          <p className="text-sm font-medium text-emerald-700" data-testid="training-completed">
            {t('training.details.completed')}
          </p>
        ) : null}
      </div>
      <AppLink
        href={trainingTabPath(trainingScope(tid), 'problems')}
        className="rounded-md bg-blue-600 px-4 py-2 text-sm font-medium whitespace-nowrap text-white hover:bg-blue-700"
        data-testid="training-start"
      >
        {t('training.details.start')}
      </AppLink>
    </section>
  );
}
