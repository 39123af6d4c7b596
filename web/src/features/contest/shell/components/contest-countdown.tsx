import { useTranslation } from 'react-i18next';
import { useContestClock, useContestShell } from '../contest-shell-context';
import { contestPhaseAt, contestProgress, secondsToNextPhase, splitSpan } from '../contest-phase';

const phaseColours = {
  scheduled: { text: 'text-emerald-700', bar: 'bg-emerald-500' },
  running: { text: 'text-rose-600', bar: 'bg-rose-500' },
  ended: { text: 'text-slate-500', bar: 'bg-slate-400' },
} as const;

/**
 * The one-second clock of spec part 2 §4: the countdown to the start or the end in the phase's colour
 * and the progress bar, both by the server's clock. The words follow the tick, so they turn at zero
 * even in the moment before the shell's phase timer fires.
 */
export function ContestCountdown() {
  const { t } = useTranslation();
  const { contest } = useContestShell();
  const now = useContestClock();
  const phase = contestPhaseAt(contest, now);
  const left = secondsToNextPhase(contest, now);
  const progress = contestProgress(contest, now);
  const colours = phaseColours[phase];
  let text = t('contest.shell.finished');
  if (left !== null) {
    const { days, clock } = splitSpan(left);
    const time = days > 0 ? t('contest.shell.days', { count: days, clock }) : clock;
    text = t(phase === 'scheduled' ? 'contest.shell.startsIn' : 'contest.shell.endsIn', { time });
  }
  return (
    <div className="flex flex-col gap-2">
      <p
        className={`text-center text-base font-semibold tabular-nums ${colours.text}`}
        data-testid="contest-countdown"
        data-phase={phase}
      >
        {text}
      </p>
      <div
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
        role="progressbar"
        aria-label={t('contest.shell.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress)}
        data-testid="contest-progress"
      >
        <div className={`h-full ${colours.bar} transition-[width]`} style={{ width: `${progress}%` }} />
      </div>
    </div>
  );
}
