import { useEffect } from 'react';
import { useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useWebsiteConfig } from '../../features/site-config/api/get-website-config';

/** Route title then the site suffix from the website config's short name (spec §1). */
export function usePageTitle(fallbackKey: string): void {
  const { t, i18n } = useTranslation();
  const { shortName } = useWebsiteConfig();
  const titleKey = useMatches({
    select: (matches) =>
      matches
        .map((match) => match.staticData.titleKey)
        .filter(Boolean)
        .at(-1),
  });
  useEffect(() => {
    document.title = `${t(titleKey ?? fallbackKey)} - ${shortName}`;
  }, [t, i18n.language, titleKey, fallbackKey, shortName]);
}
