import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { manualJudgeStatuses, submissionRules, type SubmissionRow } from '@oj/shared/api/submission';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { showToast } from '../../../lib/toast-store';
import { cancelSubmissionJudge, judgeSubmissionByHand } from '../api/admin-judge';
import { judgeStatusStyle } from '../../../lib/judge-status-style';
import { canCancelJudge } from '../list/judge-actions';
import { manualJudgeBlock } from '@oj/shared/judge/judge-status';

interface ManualJudgeFormProps {
  row: SubmissionRow;
  /** Called with the answered row after a save or a cancel judge. */
  onJudged: (row: SubmissionRow) => void;
}

const fieldClass =
  'w-full rounded-md border border-slate-300 px-2.5 py-1.5 outline-none focus:border-blue-500 focus:ring-2 focus:ring-blue-100';

/** The super admin's manual judge (a status and a score) and cancel judge for one submission (spec §4). */
export function ManualJudgeForm({ row, onJudged }: ManualJudgeFormProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<number>(
    (manualJudgeStatuses as readonly number[]).includes(row.status) ? row.status : 0,
  );
  const [score, setScore] = useState(row.score === null ? '' : String(row.score));
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<SubmissionRow>, message: string): Promise<void> {
    setBusy(true);
    try {
      const answered = await action();
      showToast('success', message);
      onJudged(answered);
    } catch {
      // The API client has shown why.
      setBusy(false);
    }
  }

  const scoreValue = score.trim() === '' ? undefined : Number(score);
  const block = manualJudgeBlock(row.status);
  const byHandAllowed = block === undefined;
  return (
    <form
      className="space-y-3 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        if (busy || !byHandAllowed) return;
        void run(
          () => judgeSubmissionByHand({ submitId: row.submitId, status, score: scoreValue }),
          t('submission.manual.updated'),
        );
      }}
    >
      <Select
        label={t('submission.manual.status')}
        value={status}
        options={manualJudgeStatuses.map((code) => ({
          value: code as number,
          label: t(`judgeStatus.${judgeStatusStyle(code).nameKey}`),
        }))}
        onChange={setStatus}
        data-testid="manual-judge-status"
      />
      <label className="block">
        <span className="mb-1 block text-xs text-slate-600">{t('submission.manual.score')}</span>
        <input
          type="number"
          min={0}
          max={submissionRules.manualScoreMax}
          className={fieldClass}
          value={score}
          data-testid="manual-judge-score"
          onChange={(event) => setScore(event.target.value)}
        />
      </label>
      {byHandAllowed ? null : (
        <p className="text-xs text-amber-700" role="note">
          {t(block === 'compileError' ? 'submission.manual.compileError' : 'submission.manual.stillJudging')}
        </p>
      )}
      <div className="flex justify-between gap-2">
        <Button
          variant="secondary"
          className="px-3 py-1.5"
          disabled={busy || !canCancelJudge(row.status)}
          onClick={() =>
            void run(() => cancelSubmissionJudge(row.submitId), t('submission.manual.cancelled'))
          }
        >
          {t('submission.manual.cancelJudge')}
        </Button>
        <Button type="submit" className="px-3 py-1.5" disabled={busy || !byHandAllowed}>
          {t('submission.manual.submit')}
        </Button>
      </div>
    </form>
  );
}
