import { useTranslation } from 'react-i18next';
import type { TrainingView } from '@oj/shared/api/training';
import { solvedNeeded } from '../course-pack';

/** The reason a locked course-pack training gives (spec §4), naming what is left to do. */
export function useLockReason() {
  const { t } = useTranslation();
  return (training: TrainingView): string | null =>
    training.lock
      ? t('training.list.lock.reason', {
          title: training.lock.previousTitle,
          needed: solvedNeeded(training.lock.previousProblemCount),
          ac: training.lock.previousAcCount,
        })
      : null;
}

/** A course-pack training's state: open, or locked with the reason beside the lock. */
export function LockState({ training }: { training: TrainingView }) {
  const { t } = useTranslation();
  const reason = useLockReason()(training);
  if (training.canChallenge) {
    return (
      <span
        className="inline-flex items-center gap-1 text-xs text-emerald-700"
        data-testid="training-lock"
        data-locked="false"
      >
        <span aria-hidden>●</span>
        {t('training.list.lock.open')}
      </span>
    );
  }
  return (
    <span className="flex flex-col gap-0.5 text-xs" data-testid="training-lock" data-locked="true">
      <span className="inline-flex items-center gap-1 font-medium text-slate-500">
        <svg viewBox="0 0 16 16" className="h-3.5 w-3.5" aria-hidden>
          <rect x="3" y="7" width="10" height="7" rx="1.5" fill="currentColor" />
          <path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
        {t('training.list.lock.locked')}
      </span>
      {reason ? (
        <span className="max-w-xs text-slate-500" data-testid="training-lock-reason">
          {reason}
        </span>
      ) : null}
    </span>
  );
}
