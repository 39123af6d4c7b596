import { useTranslation } from 'react-i18next';
import { ToggleSwitch } from '../../../../components/ui/toggle-switch';
import { problemAuth, type ProblemAuth } from '../url-state';

interface VisibleSwitchProps {
  auth: ProblemAuth;
  busy: boolean;
  onChange: (auth: ProblemAuth) => void;
}

/**
 * Public ↔ private. A contest problem's visibility belongs to its contests, so the switch shows it
 * as off and does not move; the edit form changes it.
 */
export function VisibleSwitch({ auth, busy, onChange }: VisibleSwitchProps) {
  const { t } = useTranslation();
  const on = auth === problemAuth.public;
  const contest = auth === problemAuth.contest;
  const label = contest
    ? t('admin-problem.list.contestOnly')
    : on
      ? t('admin-problem.list.visibleOn')
      : t('admin-problem.list.visibleOff');
  return (
    <ToggleSwitch
      checked={on}
      label={label}
      disabled={busy || contest}
      onChange={(checked) => onChange(checked ? problemAuth.public : problemAuth.private)}
      testId="visible-switch"
    />
  );
}
