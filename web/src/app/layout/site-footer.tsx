import { useTranslation } from 'react-i18next';
import { useWebsiteConfig } from '../../features/site-config/api/get-website-config';
import { changeLanguage } from '../../lib/i18n/i18n';
import { supportedLanguages } from '../../lib/i18n/languages';

/** Description without the `#####` sections, which hold event overrides rather than text (spec §3). */
function visibleDescription(description: string): string {
  return description.split('#####')[0]?.trim() ?? '';
}

export function SiteFooter() {
  const { t, i18n } = useTranslation();
  const config = useWebsiteConfig();
  return (
    <footer className="mt-12 border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-2 px-4 py-6 text-center text-sm text-slate-500">
        <p>{visibleDescription(config.description)}</p>
        <p>
          {config.recordUrl ? (
            <a className="hover:text-blue-600" href={config.recordUrl} target="_blank" rel="noopener">
              {config.recordName}
            </a>
          ) : (
            config.recordName
          )}
          {' · '}
          <a className="hover:text-blue-600" href={config.projectUrl}>
            {config.projectName}
          </a>
        </p>
        <div className="flex gap-2" data-testid="language-switcher">
          {supportedLanguages.map((language) => (
            <button
              key={language}
              onClick={() => changeLanguage(language)}
              className={`rounded px-2 py-0.5 ${i18n.language === language ? 'bg-blue-50 text-blue-600' : 'hover:text-blue-600'}`}
            >
              {t(`languages.${language}`)}
            </button>
          ))}
        </div>
      </div>
    </footer>
  );
}
