import { useTranslation } from 'react-i18next';
import { DeadEnd } from '../../components/dead-end';

/** Every path without a screen (spec §2.17: anything else is 404). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <DeadEnd testId="not-found" linkTo="/home" linkText={t('notFound.back')}>
      <p className="font-mono text-7xl font-bold text-blue-600">404</p>
      <h1 className="mt-4 text-xl font-semibold">{t('notFound.title')}</h1>
      <p className="mt-2 text-slate-500">{t('notFound.hint')}</p>
    </DeadEnd>
  );
}
