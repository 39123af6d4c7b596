import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast-store';
import { downloadTestcaseZip } from '../../../lib/download-testcase';

/** The admins' link to the problem's test data (spec §2, §6). */
export function DownloadTestcaseLink({ pid, displayPid }: { pid: number; displayPid: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  async function download(): Promise<void> {
    setBusy(true);
    showToast('info', t('submission.detail.downloading'));
    try {
      await downloadTestcaseZip(pid, `${displayPid}-testcase.zip`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className="rounded-md bg-white/80 px-3 py-1 text-sm text-blue-600 shadow-sm hover:bg-white disabled:text-slate-400"
      disabled={busy}
      data-testid="download-testcase"
      onClick={() => void download()}
    >
      ⤓ {t('submission.detail.downloadTestcase')}
    </button>
  );
}
