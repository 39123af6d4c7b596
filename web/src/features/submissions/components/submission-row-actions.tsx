import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubmissionRow } from '@oj/shared/api/submission';
import { judgeStatus } from '@oj/shared/judge/judge-status';
import { showToast } from '../../../lib/toast-store';
import { rejudgeSubmission } from '../api/admin-judge';
import { resubmitSubmission } from '../api/resubmit';
import type { SubmissionViewer } from '../viewer';
import { ManualJudgeDialog } from './manual-judge-dialog';

interface SubmissionRowActionsProps {
  row: SubmissionRow;
  viewer: SubmissionViewer;
  onRow: (row: SubmissionRow) => void;
}

const actionClass = 'text-xs text-blue-600 hover:underline disabled:text-slate-300';

/** Rejudge and manual judge for the super admin; resubmit of a failed remote submit for its owner. */
export function SubmissionRowActions({ row, viewer, onRow }: SubmissionRowActionsProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [judging, setJudging] = useState(false);

  async function run(action: () => Promise<SubmissionRow>, message: string): Promise<void> {
    setBusy(true);
    try {
      onRow(await action());
      showToast('success', message);
    } catch {
      // The API client has shown why.
    } finally {
      setBusy(false);
    }
  }

  const mayResubmit =
    row.status === judgeStatus.submitFailed &&
    (viewer.admin || (viewer.uid !== null && viewer.uid === row.uid));
  return (
    <div className="flex items-center gap-2 whitespace-nowrap">
      {mayResubmit ? (
        <button
          type="button"
          className={actionClass}
          disabled={busy}
          title={t('submissions.actions.resubmit')}
          onClick={() =>
            void run(() => resubmitSubmission(row.submitId), t('submissions.actions.resubmitted'))
          }
        >
          ↻
        </button>
      ) : null}
      {viewer.superAdmin ? (
        <>
          <button
            type="button"
            className={actionClass}
            disabled={busy}
            data-testid="rejudge"
            onClick={() => void run(() => rejudgeSubmission(row.submitId), t('submissions.actions.rejudged'))}
          >
            {t('submissions.actions.rejudge')}
          </button>
          <button
            type="button"
            className={actionClass}
            data-testid="manual-judge"
            onClick={() => setJudging(true)}
          >
            {t('submissions.actions.manualJudge')}
          </button>
        </>
      ) : null}
      {judging ? <ManualJudgeDialog row={row} onClose={() => setJudging(false)} onJudged={onRow} /> : null}
    </div>
  );
}
