import { useTranslation } from 'react-i18next';
import { showToast } from '../../../../lib/toast-store';

/** Copies a sample to the clipboard and says whether it worked (spec §8). */
export function CopyButton({ text, testId }: { text: string; testId?: string }) {
  const { t } = useTranslation();
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      showToast('success', t('problem.page.copy.done'));
    } catch {
      showToast('error', t('problem.page.copy.failed'));
    }
  }
  return (
    <button
      type="button"
      onClick={() => void copy()}
      data-testid={testId}
      className="rounded px-2 py-0.5 text-xs text-blue-600 hover:bg-blue-50"
    >
      {t('problem.page.copy.button')}
    </button>
  );
}
