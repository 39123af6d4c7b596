import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';

/** Every path without a screen (spec §2.17: anything else is 404). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center py-24 text-center" data-testid="not-found">
      <p className="font-mono text-7xl font-bold text-blue-600">404</p>
      <h1 className="mt-4 text-xl font-semibold">{t('notFound.title')}</h1>
      <p className="mt-2 text-slate-500">{t('notFound.hint')}</p>
      <AppLink
        href="/home"
        className="mt-6 rounded-md bg-blue-600 px-4 py-2 text-sm text-white hover:bg-blue-700"
      >
        {t('notFound.back')}
      </AppLink>
    </div>
  );
}
