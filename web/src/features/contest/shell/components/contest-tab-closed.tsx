import { useTranslation } from 'react-i18next';
import type { ClosedTabReason } from '../contest-tabs';

/** What the shell shows instead of a tab that is not open to the viewer, and why. */
export function ContestTabClosed({ reason }: { reason: ClosedTabReason }) {
  const { t } = useTranslation();
  return (
    <p
      className="rounded-xl border border-slate-200 bg-white px-4 py-12 text-center text-sm text-slate-500 shadow-sm"
      data-testid="contest-tab-closed"
      data-reason={reason}
    >
      {t(`contest.shell.closed.${reason}`)}
    </p>
  );
}
