import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { showToast } from '../../../lib/toast-store';
import { useUpdateSubmissionShare } from '../api/update-submission';

interface CodePanelProps {
  submitId: number;
  code: string;
  language: string;
  /** Set when the viewer owns the submission and may share it: the share switch shows. */
  share?: { shared: boolean; uid: string };
}

async function copyText(text: string, messages: { done: string; failed: string }): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    showToast('success', messages.done);
  } catch {
    showToast('error', messages.failed);
  }
}

/** The submitted code in a plain monospace block with a copy button and, for the owner, sharing. */
export function CodePanel({ submitId, code, language, share }: CodePanelProps) {
  const { t } = useTranslation();
  const updateShare = useUpdateSubmissionShare();

  function toggleShare(next: boolean): void {
    if (!share) return;
    updateShare.mutate(
      { submitId, share: next, uid: share.uid },
      {
        onSuccess: () =>
          showToast('success', t(next ? 'submission.detail.shared' : 'submission.detail.unshared')),
      },
    );
  }

  const extra = (
    <div className="flex items-center gap-3">
      {share ? (
        <CheckboxField
          look="filter"
          label={t('submission.detail.share')}
          checked={share.shared}
          disabled={updateShare.isPending}
          onChange={toggleShare}
          testId="share-toggle"
        />
      ) : null}
      <Button
        variant="secondary"
        className="px-3 py-1"
        data-testid="copy-code"
        onClick={() =>
          void copyText(code, {
            done: t('submission.detail.copied'),
            failed: t('submission.detail.copyFailed'),
          })
        }
      >
        {t('submission.detail.copy')}
      </Button>
    </div>
  );
  return (
    <Card title={`${t('submission.detail.code')} · ${language}`} extra={extra} testId="code-panel">
      <pre className="max-h-[600px] overflow-auto rounded-md bg-slate-900 p-4 font-mono text-[13px] leading-relaxed text-slate-100">
        <code>{code}</code>
      </pre>
    </Card>
  );
}
