import { useTranslation } from 'react-i18next';
import { statusLook } from '../status/judge-status-table';

/** A judge status in its colour (spec §3). */
export function StatusTag({ status, testId }: { status: number; testId?: string }) {
  const { t } = useTranslation();
  const look = statusLook(status);
  return (
    <span
      data-testid={testId}
      data-status={status}
      className={`inline-flex items-center rounded-md px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${look.tone}`}
    >
      {t(`problem-page.status.${look.nameKey}`)}
    </span>
  );
}
