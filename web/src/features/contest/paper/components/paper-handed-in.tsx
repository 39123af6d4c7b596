import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §2 and §4: the paper's window closes 3 seconds after the objective answers are handed in. */
export const paperCloseDelayMs = 3_000;

/**
 * Said once the paper is handed in: the window closes by itself after 3 s. A browser closes only the
 * windows a script opened, so a paper opened by hand says it may be closed instead.
 */
export function PaperHandedIn() {
  const { t } = useTranslation();
  const [left, setLeft] = useState(paperCloseDelayMs / 1000);
  useEffect(() => {
    const tick = setInterval(() => setLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    const close = setTimeout(() => window.close(), paperCloseDelayMs);
    return () => {
      clearInterval(tick);
      clearTimeout(close);
    };
  }, []);
  return (
    <section
      className="rounded-xl border border-green-200 bg-green-50 px-6 py-10 text-center"
      data-testid="paper-handed-in"
      aria-live="polite"
    >
      <h2 className="text-lg font-semibold text-green-800">{t('contest.paper.handedInTitle')}</h2>
      <p className="mt-2 text-sm text-green-700" data-testid="paper-closing">
        {left > 0 ? t('contest.paper.closingIn', { seconds: left }) : t('contest.paper.closeByHand')}
      </p>
    </section>
  );
}
