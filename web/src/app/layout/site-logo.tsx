import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../lib/i18n/i18n';
import { otherLanguage } from '../../lib/i18n/languages';

/** The logo; clicking it switches the interface language (spec §1). */
export function SiteLogo({ shortName }: { shortName: string }) {
  const { t, i18n } = useTranslation();
  return (
    <button
      className="flex shrink-0 items-center gap-2"
      title={t('shell.switchLanguage')}
      data-testid="logo"
      onClick={() => changeLanguage(otherLanguage(i18n.language))}
    >
      <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-blue-600 font-mono text-sm font-bold text-white">
        &lt;/&gt;
      </span>
      <span className="text-lg font-bold tracking-tight text-slate-800">{shortName}</span>
    </button>
  );
}
