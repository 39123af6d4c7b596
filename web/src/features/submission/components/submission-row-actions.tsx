import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubmissionRow } from '@oj/shared/api/submission';
import { showToast } from '../../../lib/toast-store';
import { rejudgeSubmission } from '../api/admin-judge';
import { resubmitSubmission } from '../api/resubmit';
import { mayResubmit } from '../list/judge-actions';
import type { SubmissionViewer } from '../viewer';
import { ManualJudgePopover } from './manual-judge-popover';

interface SubmissionRowActionsProps {
  row: SubmissionRow;
  viewer: SubmissionViewer;
  onRow: (row: SubmissionRow) => void;
  /** An action the list's owner adds after these (a contest's exam lock release). */
  extra?: ReactNode;
}

const actionClass = 'py-1 text-xs text-blue-600 hover:underline disabled:text-slate-300';

/** Rejudge and manual judge for the super admin; resubmit of a failed remote submit for its owner. */
export function SubmissionRowActions({ row, viewer, onRow, extra }: SubmissionRowActionsProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

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

  return (
    <div className="flex items-center gap-3 whitespace-nowrap">
      {mayResubmit(row, viewer) ? (
        <button
          type="button"
          className={actionClass}
          disabled={busy}
          title={t('submission.actions.resubmit')}
          onClick={() =>
            void run(() => resubmitSubmission(row.submitId), t('submission.actions.resubmitted'))
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
            onClick={() => void run(() => rejudgeSubmission(row.submitId), t('submission.actions.rejudged'))}
          >
            {t('submission.actions.rejudge')}
          </button>
          <ManualJudgePopover row={row} triggerClassName={actionClass} onJudged={onRow} />
        </>
      ) : null}
      {extra}
    </div>
  );
}
