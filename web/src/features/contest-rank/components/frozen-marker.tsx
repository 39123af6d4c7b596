import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBeijingTime } from '../../../lib/beijing-time';
import { isSealedAt, type SealWindow } from '../board/board-seal';

interface FrozenMarkerProps {
  /** When the viewer sees the frozen board; null when they never do (an admin, no seal). */
  seal: SealWindow | null;
  /** The server's clock (epoch ms), so the marker turns at the seal time and at the end. */
  serverNow: () => number;
}

/**
 * The visible "frozen" mark of a sealed board, shown while the server's clock is inside the seal
 * window. It checks the clock itself once a second, so the board above it is not redrawn.
 */
export function FrozenMarker({ seal, serverNow }: FrozenMarkerProps) {
  const { t } = useTranslation();
  const [sealed, setSealed] = useState(() => isSealedAt(seal, serverNow()));
  useEffect(() => {
    setSealed(isSealedAt(seal, serverNow()));
    if (!seal) return;
    const timer = setInterval(() => setSealed(isSealedAt(seal, serverNow())), 1000);
    return () => clearInterval(timer);
  }, [seal, serverNow]);
  if (!sealed || !seal) return null;
  const since = formatBeijingTime(new Date(seal.from).toISOString(), 'minute');
  return (
    <span
      className="inline-flex items-center gap-1 rounded-md border border-sky-200 bg-sky-50 px-2 py-1 text-xs font-medium text-sky-700"
      title={t('contest-rank.frozenSince', { time: since })}
      data-testid="rank-frozen"
    >
      <span aria-hidden>❄</span>
      {t('contest-rank.frozen')}
      <span className="sr-only">{t('contest-rank.frozenSince', { time: since })}</span>
    </span>
  );
}
