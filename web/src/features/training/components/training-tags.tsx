import { useTranslation } from 'react-i18next';

const tagBox = 'inline-flex items-center whitespace-nowrap rounded border px-1.5 py-0.5 text-xs font-medium';

/** A training's category in its own colour (the admin's choice), or nothing without one. */
export function CategoryTag({ name, color }: { name: string | null; color: string | null }) {
  if (!name) return null;
  return (
    <span
      className={`${tagBox} border-transparent text-white`}
      style={{ backgroundColor: color || '#64748b' }}
      data-testid="training-category-tag"
    >
      {name}
    </span>
  );
}

/** Public or private: a private training asks for its password once. */
export function TrainingAuthTag({ auth }: { auth: 'Public' | 'Private' }) {
  const { t } = useTranslation();
  const look =
    auth === 'Private'
      ? 'border-red-200 bg-red-50 text-red-700'
      : 'border-emerald-200 bg-emerald-50 text-emerald-700';
  return (
    <span className={`${tagBox} ${look}`} data-testid="training-auth-tag" data-auth={auth}>
      {t(`training.list.auths.${auth}`)}
    </span>
  );
}

/** The coin reward for completing the training (its `description`, spec §3). */
export function CoinReward({ coins, testId = 'training-coins' }: { coins: number; testId?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className="inline-flex items-center gap-1 whitespace-nowrap text-amber-600 tabular-nums"
      data-testid={testId}
      data-coins={coins}
    >
      <svg viewBox="0 0 16 16" className="h-3.5 w-3.5" aria-hidden>
        <circle cx="8" cy="8" r="6.5" fill="currentColor" opacity="0.25" />
        <circle cx="8" cy="8" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      {t('training.list.coins', { count: coins })}
    </span>
  );
}
