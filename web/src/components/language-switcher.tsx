import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../lib/i18n/i18n';
import { supportedLanguages } from '../lib/i18n/languages';

interface LanguageSwitcherProps {
  /** Classes of the row of buttons (its gap). */
  className: string;
  /** Classes of a button whose language is not the current one. */
  idleClassName?: string;
  'data-testid'?: string;
}

/** One button per supported language, each named in its own words; the current one is marked. */
export function LanguageSwitcher({
  className,
  idleClassName = 'text-slate-500 hover:text-blue-600',
  'data-testid': testId,
}: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation();
  return (
    <div className={className} data-testid={testId}>
      {supportedLanguages.map((language) => (
        <button
          key={language}
          onClick={() => changeLanguage(language)}
          className={`rounded px-2 py-0.5 ${i18n.language === language ? 'bg-blue-50 text-blue-600' : idleClassName}`}
        >
          {t(`languages.${language}`)}
        </button>
      ))}
    </div>
  );
}
