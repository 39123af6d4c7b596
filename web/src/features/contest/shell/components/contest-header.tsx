import { useTranslation } from 'react-i18next';
import { formatBeijingTime } from '../../../../lib/beijing-time';
import { ContestAuthTag, ContestPhaseTag, ContestTypeTag } from '../../components/contest-tags';
import { durationParts } from '../../components/contest-duration';
import { useContestShell } from '../contest-shell-context';
import { ContestCountdown } from './contest-countdown';
import { ContestSettingsPopover } from './contest-settings-popover';

/**
 * The shell's head (spec part 2, §2): title, auth and rule tags, the group button, the participants,
 * start and end, the countdown and progress, and the admin's settings. A group's contest keeps its
 * group button greyed out until the groups area exists.
 */
export function ContestHeader() {
  const { t } = useTranslation();
  const { contest, phase, standing } = useContestShell();
  const length = durationParts(contest.duration)
    .map(({ unit, count }) => t(`contest.list.durationParts.${unit}`, { count }))
    .join(' ');
  const facts = [
    { key: 'start', label: t('contest.shell.start'), value: formatBeijingTime(contest.startTime) },
    { key: 'end', label: t('contest.shell.end'), value: formatBeijingTime(contest.endTime) },
    { key: 'duration', label: t('contest.shell.duration'), value: length },
    { key: 'participants', label: t('contest.shell.participants'), value: String(contest.count) },
  ];
  return (
    <header className="flex flex-col gap-4 p-4 sm:p-6" data-testid="contest-header">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-2">
          <h1
            className="text-xl font-semibold break-words text-slate-800 sm:text-2xl"
            data-testid="contest-title"
          >
            {contest.title}
          </h1>
          <div className="flex flex-wrap items-center gap-2">
            <ContestPhaseTag phase={phase} testId="contest-phase-tag" />
            <ContestAuthTag auth={contest.auth} />
            <ContestTypeTag type={contest.type} />
            {contest.gid !== null ? (
              <button
                type="button"
                disabled
                title={t('contest.shell.groupComing')}
                className="cursor-not-allowed rounded border border-slate-200 px-2 py-0.5 text-xs text-slate-400"
                data-testid="contest-group"
              >
                {t('contest.shell.group')}
              </button>
            ) : null}
          </div>
        </div>
        {standing.contestAdmin ? <ContestSettingsPopover /> : null}
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.key} className="min-w-0" data-testid={`contest-fact-${fact.key}`}>
            <dt className="text-xs text-slate-500">{fact.label}</dt>
            <dd className="font-medium text-slate-700 tabular-nums">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <ContestCountdown />
    </header>
  );
}
