import { useTranslation } from 'react-i18next';
import type { TrainingView } from '@oj/shared/api/training';
import { DeadEnd } from '../../../../components/dead-end';
import { useLockReason } from '../../list/components/lock-state';
import { TrainingPasswordForm } from './training-password-form';

/** Why a training the viewer found is not open to them yet: its course pack's lock, or its password. */
export type TrainingWayInReason = 'locked' | 'password';

/**
 * What stands between the viewer and a training's problems (spec part 2 §4), drawn by its shell and
 * by focus mode alike: the lock's reason with the way back to the packs, or the password form.
 */
export function TrainingWayIn({
  tid,
  training,
  reason,
}: {
  tid: number;
  training: TrainingView;
  reason: TrainingWayInReason;
}) {
  const { t } = useTranslation();
  const lockReason = useLockReason();
  if (reason === 'password') return <TrainingPasswordForm tid={tid} />;
  return (
    <DeadEnd
      testId="training-locked"
      linkTo="/training?mode=pack"
      linkText={t('training.details.backToList')}
    >
      <p className="text-lg text-slate-700">{t('training.details.locked')}</p>
      <p className="mt-2 max-w-lg text-sm text-slate-500" data-testid="training-locked-reason">
        {lockReason(training)}
      </p>
    </DeadEnd>
  );
}
