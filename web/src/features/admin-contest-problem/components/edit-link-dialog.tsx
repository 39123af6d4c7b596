import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import type { ContestProblemRow } from '../contest-problem-rows';
import { LinkFields } from './link-fields';
import { useLinkDraft } from './use-link-draft';

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
  const draft = useLinkDraft(cid, {
    displayId: row.displayId,
    displayTitle: row.displayTitle,
    color: row.color ?? '',
  });
  const missing = draft.link.displayId.trim() === '' || draft.link.displayTitle.trim() === '';
  return (
    <div className="space-y-4" data-testid="edit-link-form">
      <p className="text-sm text-slate-600">
        {row.problemId} {row.title}
      </p>
      <LinkFields {...draft.fields} />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t('admin-contest-problem.edit.cancel')}
        </Button>
        <Button
          disabled={draft.saving || missing}
          onClick={() =>
            draft.save({ pid: row.pid, doneText: t('admin-contest-problem.edit.saved'), onDone: onClose })
          }
          data-testid="save-link"
        >
          {t('admin-contest-problem.edit.save')}
        </Button>
      </div>
    </div>
  );
}
