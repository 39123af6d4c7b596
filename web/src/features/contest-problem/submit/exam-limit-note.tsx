import { useTranslation } from 'react-i18next';

/** In exam mode, the per-problem submit limit said before the contestant meets it (spec part 2 §4). */
export function ExamLimitNote({ limit }: { limit: number | null }) {
  const { t } = useTranslation();
  if (limit === null) return null;
  return (
    <p
      className="mb-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800"
      data-testid="exam-limit-note"
    >
      {t('contest-problem.submit.examLimit', { count: limit })}
    </p>
  );
}
