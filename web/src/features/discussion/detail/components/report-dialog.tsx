import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { discussionRules, reportTags, type ReportTag } from '@oj/shared/domain/discussion';
import { Modal } from '../../../../components/ui/modal';
import { Button } from '../../../../components/ui/button';
import { showToast } from '../../../../lib/toast-store';
import { useReportDiscussion } from '../../api/report-discussion';
import { reportContent, reportProblem } from '../report-content';

interface ReportDialogProps {
  did: number;
  reporter: string;
  onClose: () => void;
}

/** The report dialog (spec part 3 §3, §5): the six labels and a reason of at most 200 characters. */
export function ReportDialog({ did, reporter, onClose }: ReportDialogProps) {
  const { t } = useTranslation();
  const [tags, setTags] = useState<ReportTag[]>([]);
  const [reason, setReason] = useState('');
  const report = useReportDiscussion();
  function toggle(tag: ReportTag): void {
    setTags((current) => (current.includes(tag) ? current.filter((one) => one !== tag) : [...current, tag]));
  }
  function send(): void {
    const problem = reportProblem(tags, reason);
    if (problem) {
      showToast('warning', t(problem));
      return;
    }
    report.mutate(
      { did, reporter, content: reportContent(tags, reason, reportTags) },
      { onSuccess: () => (showToast('success', t('discussion.report.done')), onClose()) },
    );
  }
  return (
    <Modal open onClose={() => !report.isPending && onClose()} title={t('discussion.report.title')}>
      <div data-testid="discussion-report-dialog">
        <p className="mb-2 text-sm text-slate-600">{t('discussion.report.tags')}</p>
        <div className="mb-4 flex flex-wrap gap-2">
          {reportTags.map((tag) => {
            const chosen = tags.includes(tag);
            return (
              <button
                key={tag}
                type="button"
                aria-pressed={chosen}
                onClick={() => toggle(tag)}
                className={`rounded-full border px-3 py-1 text-sm transition ${chosen ? 'border-red-500 bg-red-50 text-red-700' : 'border-slate-300 text-slate-600 hover:bg-slate-50'}`}
                data-testid="discussion-report-tag"
                data-tag={tag}
              >
                {t(`discussion.report.tagNames.${tag}`)}
              </button>
            );
          })}
        </div>
        <label className="block text-sm text-slate-600" htmlFor="discussion-report-reason">
          {t('discussion.report.reason')}
        </label>
        <textarea
          id="discussion-report-reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          placeholder={t('discussion.report.reasonPlaceholder')}
          rows={3}
          className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm outline-none focus:border-blue-500 focus:ring-2 focus:ring-blue-100"
          data-testid="discussion-report-reason"
        />
        <p
          className={`text-right text-xs ${reason.trim().length > discussionRules.reportReasonMaxLength ? 'text-red-500' : 'text-slate-400'}`}
        >
          {reason.trim().length} / {discussionRules.reportReasonMaxLength}
        </p>
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" disabled={report.isPending} onClick={onClose}>
            {t('discussion.report.cancel')}
          </Button>
          <button
            type="button"
            disabled={report.isPending}
            onClick={send}
            className="rounded-md bg-red-600 px-4 py-2 text-sm font-medium text-white hover:bg-red-700 disabled:bg-red-300"
            data-testid="discussion-report-submit"
          >
            {t('discussion.report.submit')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
