import { useTranslation } from 'react-i18next';
import type { ContestPhase } from '../shell/contest-phase';

const authColours: Record<number, string> = {
  0: 'border-emerald-200 bg-emerald-50 text-emerald-700',
  1: 'border-red-200 bg-red-50 text-red-700',
  2: 'border-orange-200 bg-orange-50 text-orange-700',
};

const phaseColours: Record<ContestPhase, string> = {
  scheduled: 'border-emerald-200 bg-emerald-50 text-emerald-700',
  running: 'border-rose-200 bg-rose-50 text-rose-600',
  ended: 'border-slate-200 bg-slate-100 text-slate-500',
};

const tagBox = 'inline-flex items-center whitespace-nowrap rounded border px-2 py-0.5 text-xs font-medium';

/** The auth tag (public, private, protected), coloured like the list's lock (private red, protected orange). */
export function ContestAuthTag({ auth }: { auth: number }) {
  const { t } = useTranslation();
  return (
    <span
      className={`${tagBox} ${authColours[auth] ?? authColours[0]}`}
      title={t(`contest.shell.authHint.${auth}`)}
      data-testid="contest-auth-tag"
    >
      {t(`contest.shell.auth.${auth}`)}
    </span>
  );
}

/** The phase tag in the phase's colour (the countdown's). */
export function ContestPhaseTag({ phase, testId }: { phase: ContestPhase; testId?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`${tagBox} ${phaseColours[phase]}`} data-testid={testId} data-phase={phase}>
      {t(`contest.shell.phase.${phase}`)}
    </span>
  );
}

/** The rule type (ACM, OI). */
export function ContestTypeTag({ type }: { type: number }) {
  const { t } = useTranslation();
  return (
    <span className={`${tagBox} border-blue-200 bg-blue-50 text-blue-700`} data-testid="contest-type-tag">
      {t(`contest.shell.type.${type}`)}
    </span>
  );
}
