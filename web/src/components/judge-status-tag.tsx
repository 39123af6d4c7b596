import { useTranslation } from 'react-i18next';
import { isInFlightStatus, judgeStatusStyle } from '../lib/judge-status-style';

/** A judge status as a coloured tag with its name; in-flight statuses spin a small ring. */
export function StatusTag({
  status,
  short = false,
  testId = 'status-tag',
}: {
  status: number;
  short?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const style = judgeStatusStyle(status);
  const name = t(`judgeStatus.${style.nameKey}`);
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap ${style.tagClass}`}
      data-testid={testId}
      data-status={status}
      title={name}
    >
      {isInFlightStatus(status) ? (
        <span className="h-2.5 w-2.5 animate-spin rounded-full border-2 border-current border-t-transparent" />
      ) : null}
      {short ? style.short : name}
    </span>
  );
}
