import { useTranslation } from 'react-i18next';
import { TitledPopover } from '../../../components/ui/titled-popover';
import type { ConcernStore } from '../concern/concern-store';
import type { ConcernedUser } from '../concern/concern-list';

/** The followed contestants of this board, in a popover: each removable, or all at once. */
export function ConcernPanel({
  concerned,
  store,
}: {
  concerned: readonly ConcernedUser[];
  store: ConcernStore;
}) {
  const { t } = useTranslation();
  return (
    <TitledPopover
      trigger={
        <>
          <span className="text-amber-500" aria-hidden>
            ★{' '}
          </span>
          {t('contest-rank.following.button', { count: concerned.length })}
        </>
      }
      triggerClassName="rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-xs whitespace-nowrap text-slate-700 hover:bg-slate-50"
      triggerTestId="rank-following"
      title={t('contest-rank.following.heading')}
      titleClassName=""
      panelTestId="rank-following-panel"
    >
      <p className="mb-3 text-xs text-slate-500">{t('contest-rank.following.hint')}</p>
      {concerned.length === 0 ? (
        <p className="text-sm text-slate-500">{t('contest-rank.following.none')}</p>
      ) : (
        <>
          <ul className="flex max-h-60 flex-col gap-1 overflow-y-auto">
            {concerned.map((user) => (
              <li key={user.uid} className="flex items-center justify-between gap-2 text-sm text-slate-700">
                <span className="truncate">{user.name}</span>
                <button
                  type="button"
                  className="shrink-0 rounded px-1.5 text-slate-400 hover:bg-slate-100 hover:text-rose-600"
                  aria-label={t('contest-rank.following.remove', { name: user.name })}
                  title={t('contest-rank.following.remove', { name: user.name })}
                  onClick={() => store.unfollow(user.uid)}
                  data-testid="rank-following-remove"
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="mt-3 text-xs text-rose-600 hover:underline"
            onClick={() => store.clear()}
            data-testid="rank-following-clear"
          >
            {t('contest-rank.following.clear')}
          </button>
        </>
      )}
    </TitledPopover>
  );
}
