import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { manualJudgeStatuses, submissionRules, type SubmissionRow } from '@oj/shared/api/submission';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { showToast } from '../../../lib/toast-store';
import { cancelSubmissionJudge, judgeSubmissionByHand } from '../api/admin-judge';
import { judgeStatusStyle } from '../judge-status-style';
import { canCancelJudge, canJudgeByHand } from '../list/judge-actions';

interface ManualJudgeDialogProps {
  row: SubmissionRow;
  onClose: () => void;
  onJudged: (row: SubmissionRow) => void;
}

/** The super admin's manual judge (a status and a score) and cancel judge for one submission. */
export function ManualJudgeDialog({ row, onClose, onJudged }: ManualJudgeDialogProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<number>(
    (manualJudgeStatuses as readonly number[]).includes(row.status) ? row.status : 0,
  );
  const [score, setScore] = useState(row.score === null ? '' : String(row.score));
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<SubmissionRow>, message: string): Promise<void> {
    setBusy(true);
    try {
      onJudged(await action());
      showToast('success', message);
      onClose();
    } catch {
      // The API client has shown why.
    } finally {
      setBusy(false);
    }
  }

  const scoreValue = score.trim() === '' ? undefined : Number(score);
  const byHandAllowed = canJudgeByHand(row.status);
  return (
    <Modal open onClose={onClose} title={t('submissions.manual.title', { id: row.submitId })}>
      <div className="space-y-4 text-sm" data-testid="manual-judge-dialog">
        <label className="block">
          <span className="mb-1 block text-slate-600">{t('submissions.manual.status')}</span>
          <select
            className="w-full rounded-md border border-slate-300 px-3 py-2"
            value={status}
            onChange={(event) => setStatus(Number(event.target.value))}
          >
            {manualJudgeStatuses.map((code) => (
              <option key={code} value={code}>
                {t(`submissions.status.${judgeStatusStyle(code).nameKey}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="mb-1 block text-slate-600">{t('submissions.manual.score')}</span>
          <input
            type="number"
            min={0}
            max={submissionRules.manualScoreMax}
            className="w-full rounded-md border border-slate-300 px-3 py-2"
            value={score}
            onChange={(event) => setScore(event.target.value)}
          />
        </label>
        {byHandAllowed ? null : <p className="text-amber-700">{t('submissions.manual.notAllowed')}</p>}
        <div className="flex justify-between gap-2">
          <Button
            variant="secondary"
            disabled={busy || !canCancelJudge(row.status)}
            onClick={() =>
              void run(() => cancelSubmissionJudge(row.submitId), t('submissions.manual.cancelled'))
            }
          >
            {t('submissions.manual.cancelJudge')}
          </Button>
          <Button
            disabled={busy || !byHandAllowed}
            onClick={() =>
              void run(
                () => judgeSubmissionByHand({ submitId: row.submitId, status, score: scoreValue }),
                t('submissions.manual.updated'),
              )
            }
          >
            {t('submissions.manual.submit')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
