import { useTranslation } from 'react-i18next';
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
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={label}
      title={label}
      disabled={busy || contest}
      onClick={() => onChange(on ? problemAuth.private : problemAuth.public)}
      className={`relative inline-flex h-5 w-9 shrink-0 items-center rounded-full transition disabled:cursor-not-allowed disabled:opacity-50 ${on ? 'bg-blue-600' : 'bg-slate-300'}`}
      data-testid="visible-switch"
    >
      <span
        className={`inline-block h-4 w-4 rounded-full bg-white shadow transition ${on ? 'translate-x-4.5' : 'translate-x-0.5'}`}
      />
    </button>
  );
}
