import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TrainingRankTable } from '../../../features/training-rank/components/training-rank-table';
import { trainingProblemListQueryOptions } from '../../../features/training/api/get-training-problem-list';
import { useTrainingShell } from '../../../features/training/details/training-shell-context';

/**
 * The training's rank tab: for private trainings only (spec part 2 §2); its columns are the training's
 * problems, read by the training feature and handed to the rank's.
 */
export function TrainingRankPage() {
  const { t } = useTranslation();
  const { tid, uid, training } = useTrainingShell();
  const problems = useQuery(trainingProblemListQueryOptions(tid, uid)).data ?? [];
  if (training.auth !== 'Private') {
    return (
      <p
        className="rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-500"
        data-testid="training-rank-closed"
      >
        {t('training.details.rankPrivateOnly')}
      </p>
    );
  }
  return <TrainingRankTable tid={tid} problems={problems} />;
}
