import { useCanGoBack } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DeadEnd } from '../../components/dead-end';
import { Button } from '../../components/ui/button';

/** Each digit rises and falls in turn (spec §2.16); a reader who asks for less motion sees them still. */
const digits = ['4', '0', '4'];

/** Every path without a screen (spec §2.17: anything else is 404), with Go Home and Back (§2.16). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const canGoBackInApp = useCanGoBack();
  // Back also leaves for the page before this site; a tab opened on this address has none.
  const canGoBack = canGoBackInApp || window.history.length > 1;
  return (
    <DeadEnd
      testId="not-found"
      linkTo="/home"
      linkText={t('notFound.back')}
      besideLink={
        canGoBack ? (
          <Button variant="secondary" onClick={() => window.history.back()} data-testid="not-found-back">
            {t('notFound.previous')}
          </Button>
        ) : null
      }
    >
      <p className="flex gap-1 font-mono text-7xl font-bold text-blue-600 sm:text-8xl" aria-label="404">
        {digits.map((digit, index) => (
          <span
            key={index}
            aria-hidden="true"
            className="inline-block motion-safe:animate-digit-rise"
            style={{ animationDelay: `${index * 0.18}s` }}
            data-testid="not-found-digit"
          >
            {digit}
          </span>
        ))}
      </p>
      <h1 className="mt-4 text-xl font-semibold">{t('notFound.title')}</h1>
      <p className="mt-2 text-slate-500">{t('notFound.hint')}</p>
    </DeadEnd>
  );
}
