import { useTranslation } from 'react-i18next';
import { useWebsiteConfig } from '../../features/site/api/get-website-config';
import { LanguageSwitcher } from '../../components/language-switcher';
import { footerContent } from './footer-content';

export function SiteFooter() {
  const { t } = useTranslation();
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
        <LanguageSwitcher
          className="flex gap-2"
          idleClassName="hover:text-blue-600"
          data-testid="language-switcher"
        />
      </div>
    </footer>
  );
}
