import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../../components/app-link';
import { trainingPathOf, trainingTabPath, type TrainingTab } from '../training-paths';

/**
 * The training's tabs as links (spec part 2 §2): home and problems, and the rank for a private
 * training only; greyed out while the training is closed (locked, or its password not given).
 */
export function TrainingTabBar(props: { tid: number; pathname: string; hasRank: boolean; closed: boolean }) {
  const { t } = useTranslation();
  const active = trainingPathOf(props.pathname)?.tab ?? null;
  const tabs: TrainingTab[] = props.hasRank ? ['home', 'problems', 'rank'] : ['home', 'problems'];
  return (
    <nav aria-label={t('training.details.tabsLabel')} className="border-t border-slate-100">
      <ul className="flex flex-wrap gap-x-1 px-2" data-testid="training-tabs">
        {tabs.map((tab) => {
          const label = t(`training.details.tabs.${tab}`);
          const base = 'block whitespace-nowrap border-b-2 px-3 py-2.5 text-sm';
          const disabled = props.closed && tab !== 'home';
          return (
            <li key={tab} data-testid={`training-tab-${tab}`} data-disabled={disabled || undefined}>
              {disabled ? (
                <span
                  className={`${base} cursor-not-allowed border-transparent text-slate-300`}
                  aria-disabled
                >
                  {label}
                </span>
              ) : (
                <AppLink
                  href={trainingTabPath(props.tid, tab)}
                  aria-current={active === tab ? 'page' : undefined}
                  className={`${base} ${active === tab ? 'border-blue-600 font-medium text-blue-700' : 'border-transparent text-slate-600 hover:text-blue-600'}`}
                >
                  {label}
                </AppLink>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
