import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { formatLocalDay } from '../../../lib/format';
import { eventCountdown, yearlyEvents } from '../countdown/event-countdown';
import { parseEventOverrides } from '../countdown/event-overrides';

const isYearlyEvent = (name: string) => yearlyEvents.some((event) => event.name === name);

/**
 * Days to the next NOIP or LQB (spec §4), or to an event the site description's `#####` sections add
 * or move (`description` is the website config's).
 */
export function CountdownCard({ now, description }: { now: Date; description: string }) {
  const { t } = useTranslation();
  const countdown = eventCountdown(now, parseEventOverrides(description));
  return (
    <Card title={t('home.countdownTitle')} testId="countdown">
      {countdown.state === 'ended' ? (
        <p className="text-center text-slate-500">{t('home.countdownEnded')}</p>
      ) : (
        <div className="text-center">
          <p className="text-sm text-slate-500">
            {isYearlyEvent(countdown.event) ? t(`home.events.${countdown.event}`) : countdown.event}
          </p>
          {countdown.state === 'in-progress' ? (
            <p className="my-2 text-3xl font-bold text-emerald-600">{t('home.countdownInProgress')}</p>
          ) : (
            <p className="my-2 text-slate-600">
              {t('home.countdownLeft')}
              <span className="mx-2 text-4xl font-bold text-blue-600">{countdown.days}</span>
              {t('home.days')}
            </p>
          )}
          <p className="text-xs text-slate-400">{formatLocalDay(countdown.date)}</p>
        </div>
      )}
    </Card>
  );
}
