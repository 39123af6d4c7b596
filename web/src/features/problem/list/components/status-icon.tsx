import { useTranslation } from 'react-i18next';

/** The viewer's mark on a problem: ✓ solved (myStatus 0), ✗ tried (-1), nothing otherwise (-10). */
export function StatusIcon({ myStatus }: { myStatus: number }) {
  const { t } = useTranslation();
  if (myStatus === 0) {
    return (
      <span
        className="font-bold text-emerald-500"
        title={t('problem.list.solved')}
        data-testid="status-solved"
      >
        ✓
      </span>
    );
  }
  if (myStatus === -1) {
    return (
      <span className="font-bold text-rose-500" title={t('problem.list.tried')} data-testid="status-tried">
        ✗
      </span>
    );
  }
  return null;
}
