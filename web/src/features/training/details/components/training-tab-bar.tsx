import { useTranslation } from 'react-i18next';
import { RouteTabBar } from '../../../../components/route-tab-bar';
import { trainingScope } from '../../../../lib/scope/scope-href';
import { trainingPathOf, trainingTabPath, trainingTabs } from '../training-paths';

/**
 * The training's tabs as links (spec part 2 §2): home and problems, and the rank for a private
 * training only; greyed out while the training is closed (locked, or its password not given).
 */
export function TrainingTabBar(props: { tid: number; pathname: string; hasRank: boolean; closed: boolean }) {
  const { t } = useTranslation();
  const training = trainingScope(props.tid);
  const tabs = trainingTabs.filter((tab) => props.hasRank || tab !== 'rank');
  return (
    <RouteTabBar
      tabs={tabs.map((tab) => ({
        key: tab,
        label: t(`training.details.tabs.${tab}`),
        href: trainingTabPath(training, tab),
        disabled: props.closed && tab !== 'home',
      }))}
      active={trainingPathOf(props.pathname)?.tab ?? null}
      label={t('training.details.tabsLabel')}
      testId="training"
    />
  );
}
