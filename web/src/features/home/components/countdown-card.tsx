import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { eventCountdown } from '../countdown/event-countdown';

/** Days to the next NOIP or LQB (spec §4). */
export function CountdownCard({ now }: { now: Date }) {
  const { t } = useTranslation();
  const countdown = eventCountdown(now);
  return (
    <Card title={t('home.countdownTitle')} testId="countdown">
      {countdown.state === 'ended' ? (
        <p className="text-center text-slate-500">{t('home.countdownEnded')}</p>
      ) : (
        <div className="text-center">
          <p className="text-sm text-slate-500">{t(`home.events.${countdown.event}`)}</p>
          {countdown.state === 'in-progress' ? (
            <p className="my-2 text-3xl font-bold text-emerald-600">{t('home.countdownInProgress')}</p>
          ) : (
            <p className="my-2 text-slate-600">
              {t('home.countdownLeft')}
              <span className="mx-2 text-4xl font-bold text-blue-600">{countdown.days}</span>
              {t('home.days')}
            </p>
          )}
          <p className="text-xs text-slate-400">{countdown.date.toLocaleDateString()}</p>
        </div>
      )}
    </Card>
  );
}
