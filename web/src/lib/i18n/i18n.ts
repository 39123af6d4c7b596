import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storageKeys } from '../token-storage';
import { enUS } from './en-US';
import { zhCN } from './zh-CN';
import { defaultLanguage, isLanguage, pickLanguage, type Language } from './languages';

/** The one i18next instance of the app, ready before the first render (both catalogues are bundled). */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { 'zh-CN': { translation: zhCN }, 'en-US': { translation: enUS } },
  lng:
    typeof window === 'undefined'
      ? defaultLanguage
      : pickLanguage(location.search, localStorage.getItem(storageKeys.language)),
  fallbackLng: defaultLanguage,
  interpolation: { escapeValue: false },
  initAsync: false,
});

function applyToDocument(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

applyToDocument(i18n.language);
i18n.on('languageChanged', applyToDocument);

/** Switches the interface language and remembers the choice for the next visit. */
export function changeLanguage(language: Language): void {
  localStorage.setItem(storageKeys.language, language);
  if (i18n.language !== language) void i18n.changeLanguage(language);
}

/** Adopts `?l=` when a navigation carries it. */
export function adoptLanguageFromSearch(search: string): void {
  const fromQuery = new URLSearchParams(search).get('l');
  if (isLanguage(fromQuery)) changeLanguage(fromQuery);
}
