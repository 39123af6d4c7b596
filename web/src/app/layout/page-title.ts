import { useEffect } from 'react';
import { useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useWebsiteConfig } from '../../features/site/api/get-website-config';
import { useCurrentPageSubject } from '../../lib/page-subject';

/**
 * Route title then the site suffix from the website config's short name (spec §1); a page that names
 * its subject (a problem) shows that instead of the route's title.
 */
export function usePageTitle(fallbackKey: string): void {
  const { t, i18n } = useTranslation();
  const { shortName } = useWebsiteConfig();
  const subject = useCurrentPageSubject();
  const titleKey = useMatches({
    select: (matches) =>
      matches
        .map((match) => match.staticData.titleKey)
        .filter(Boolean)
        .at(-1),
  });
  useEffect(() => {
    document.title = `${subject ?? t(titleKey ?? fallbackKey)} - ${shortName}`;
  }, [t, i18n.language, titleKey, fallbackKey, shortName, subject]);
}
