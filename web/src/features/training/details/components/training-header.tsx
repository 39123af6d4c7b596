import { useTranslation } from 'react-i18next';
import type { TrainingView } from '@oj/shared/api/training';
import { CategoryTag, CoinReward, TrainingAuthTag } from '../../components/training-tags';
import { TrainingProgress } from './training-progress';

/** The training's head: title, category and access, author, reward, problems and the viewer's progress. */
export function TrainingHeader({ training }: { training: TrainingView }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3 px-4 pt-4 pb-3" data-testid="training-header">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="min-w-0 text-xl font-semibold break-words text-slate-800" data-testid="training-title">
          {training.title}
        </h1>
        <CategoryTag name={training.categoryName} color={training.categoryColor} />
        <TrainingAuthTag auth={training.auth} />
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-xs text-slate-500">{t('training.details.author')}</dt>
          <dd className="text-slate-700">{training.author}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('training.details.reward')}</dt>
          <dd>
            <CoinReward coins={training.coins} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('training.details.problemCount')}</dt>
          <dd className="text-slate-700 tabular-nums">{training.problemCount}</dd>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-xs text-slate-500">{t('training.details.progressLabel')}</dt>
          <dd>
            <TrainingProgress ac={training.acCount} total={training.problemCount} />
          </dd>
        </div>
      </dl>
    </div>
  );
}
