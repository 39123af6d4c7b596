import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast-store';
import { useSetContestProblem } from '../api/set-contest-problem';
import type { ContestProblemRow } from '../contest-problem-rows';
import { LinkFields, type LinkValues } from './link-fields';

interface EditLinkDialogProps {
  cid: number;
  /** The problem whose name in the contest is edited; null keeps the dialog closed. */
  row: ContestProblemRow | null;
  onClose: () => void;
}

/** Renames a problem inside the contest (display id, title) or changes its balloon colour. */
export function EditLinkDialog({ cid, row, onClose }: EditLinkDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={row !== null} onClose={onClose} title={t('admin-contest-problem.edit.title')}>
      {row ? <EditLinkForm key={row.pid} cid={cid} row={row} onClose={onClose} /> : null}
    </Modal>
  );
}

function EditLinkForm({ cid, row, onClose }: { cid: number; row: ContestProblemRow; onClose: () => void }) {
  const { t } = useTranslation();
  const [link, setLink] = useState<LinkValues>({
    displayId: row.displayId,
    displayTitle: row.displayTitle,
    color: row.color ?? '',
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useSetContestProblem();
  const missing = link.displayId.trim() === '' || link.displayTitle.trim() === '';
  return (
    <div className="space-y-4" data-testid="edit-link-form">
      <p className="text-sm text-slate-600">
        {row.problemId} {row.title}
      </p>
      <LinkFields
        values={link}
        onChange={(next) => {
          setLink(next);
          setRefusal(null);
        }}
        problem={refusal}
      />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t('admin-contest-problem.edit.cancel')}
        </Button>
        <Button
          disabled={save.isPending || missing}
          onClick={() =>
            save.mutate(
              {
                cid,
                pid: row.pid,
                displayId: link.displayId.trim(),
                displayTitle: link.displayTitle.trim(),
                color: link.color || null,
              },
              {
                onSuccess: () => {
                  showToast('success', t('admin-contest-problem.edit.saved'));
                  onClose();
                },
                onError: (error) => setRefusal(error instanceof ApiError ? error.message : String(error)),
              },
            )
          }
          data-testid="save-link"
        >
          {t('admin-contest-problem.edit.save')}
        </Button>
      </div>
    </div>
  );
}
