import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminProblemRow } from '../admin-problem-row';
import { AppLink } from '../../../../components/app-link';
import { showToast } from '../../../../lib/toast-store';
import { downloadTestcaseZip } from '../../../../lib/download-testcase';

interface ProblemRowActionsProps {
  row: AdminProblemRow;
  canRejudge: boolean;
  canDelete: boolean;
  onRejudge: (row: AdminProblemRow) => void;
  onDelete: (row: AdminProblemRow) => void;
}

const action = 'whitespace-nowrap text-sm text-blue-600 hover:underline disabled:text-slate-400';

/** Edit, test data, and for those allowed: rejudge all (super admin) and delete (problem admins). */
export function ProblemRowActions({
  row,
  canRejudge,
  canDelete,
  onRejudge,
  onDelete,
}: ProblemRowActionsProps) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  async function download(): Promise<void> {
    setDownloading(true);
    showToast('info', t('admin-problem.list.downloading'));
    try {
      await downloadTestcaseZip(row.pid, `${row.problemId}-testcase.zip`);
    } finally {
      setDownloading(false);
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <AppLink href={`/admin/problem/edit/${row.pid}`} className={action} data-testid="edit-problem">
        {t('admin-problem.list.edit')}
      </AppLink>
      <button
        type="button"
        className={action}
        disabled={downloading}
        onClick={() => void download()}
        data-testid="download-testcase"
      >
        {t('admin-problem.list.downloadTestcase')}
      </button>
      {canRejudge ? (
        <button type="button" className={action} onClick={() => onRejudge(row)} data-testid="rejudge-all">
          {t('admin-problem.list.rejudgeAll')}
        </button>
      ) : null}
      {canDelete ? (
        <button
          type="button"
          className="text-sm whitespace-nowrap text-red-600 hover:underline"
          onClick={() => onDelete(row)}
          data-testid="delete-problem"
        >
          {t('admin-problem.list.delete')}
        </button>
      ) : null}
    </div>
  );
}
