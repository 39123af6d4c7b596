import { useTranslation } from 'react-i18next';
import { useWebsiteConfig } from '../../features/site/api/get-website-config';
import { changeLanguage } from '../../lib/i18n/i18n';
import { supportedLanguages } from '../../lib/i18n/languages';
import { footerContent } from './footer-content';

export function SiteFooter() {
  const { t, i18n } = useTranslation();
  const content = footerContent(useWebsiteConfig());
  const recordName = content.record ? (content.record.name ?? t('footer.record')) : null;
  return (
    <footer className="mt-12 border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-2 px-4 py-6 text-center text-sm text-slate-500">
        <p data-testid="footer-description">{content.description ?? t('footer.description')}</p>
        <p>
          {content.record?.url ? (
            <a className="hover:text-blue-600" href={content.record.url} target="_blank" rel="noopener">
              {recordName}
            </a>
          ) : (
            recordName
          )}
          {content.record && content.project ? ' · ' : null}
          {content.project ? (
            <a className="hover:text-blue-600" href={content.project.url}>
              {content.project.name}
            </a>
          ) : null}
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
