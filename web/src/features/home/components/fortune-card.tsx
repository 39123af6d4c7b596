import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { dailyFortune } from '../fortune/daily-fortune';

/** Today's luck plus three things to do and three to avoid, seeded by date and user (spec §1). */
export function FortuneCard({ now, username }: { now: Date; username: string | null }) {
  const { t } = useTranslation();
  const fortune = dailyFortune(now, username);
  const luck = t('fortune.luck', { returnObjects: true }) as string[];
  const good = t('fortune.good', { returnObjects: true }) as string[];
  const bad = t('fortune.bad', { returnObjects: true }) as string[];
  return (
    <Card title={t('home.fortuneTitle')} testId="fortune">
      <p className="text-center text-3xl font-bold tracking-widest text-rose-500">{luck[fortune.luck]}</p>
      <p className="mb-3 text-center text-xs text-slate-400">{username ?? t('home.guest')}</p>
      <div className="grid grid-cols-2 gap-3 text-sm">
        <ul>
          <li className="mb-1 font-semibold text-emerald-600">{t('home.fortuneGood')}</li>
          {fortune.recommended.map((index) => (
            <li key={index} className="text-slate-600">
              {good[index]}
            </li>
          ))}
        </ul>
        <ul>
          <li className="mb-1 font-semibold text-rose-600">{t('home.fortuneBad')}</li>
          {fortune.avoided.map((index) => (
            <li key={index} className="text-slate-600">
              {bad[index]}
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
