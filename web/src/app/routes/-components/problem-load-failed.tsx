import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link';

/** The problem could not be loaded: the API client has already said why in a toast. */
export function ProblemLoadFailed() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center py-24 text-center" data-testid="problem-load-failed">
      <p className="text-lg text-slate-600">{t('problem-page.notFound')}</p>
      <AppLink
        href="/problem"
        className="mt-6 rounded-md bg-blue-600 px-4 py-2 text-sm text-white hover:bg-blue-700"
      >
        {t('menu.problem')}
      </AppLink>
    </div>
  );
}
