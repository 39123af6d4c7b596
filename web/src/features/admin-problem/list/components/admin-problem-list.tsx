import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../../components/ui/pager';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { showToast } from '../../../../lib/toast-store';
import { adminProblemListQueryOptions } from '../api/get-admin-problem-list';
import { useChangeProblemAuth } from '../api/change-problem-auth';
import { useDeleteProblem } from '../api/delete-problem';
import type { AdminProblemRow } from '../admin-problem-row';
import { adminProblemPageSizes, type AdminProblemListFilters } from '../url-state';
import { AdminProblemToolbar } from './admin-problem-toolbar';
import { AdminProblemTable } from './admin-problem-table';
import { RejudgeJobPanel } from '../../../../components/rejudge-job-panel';
import { useRejudgeJob } from './use-rejudge-job';

interface AdminProblemListProps {
  filters: AdminProblemListFilters;
  /** Rejudging all of a problem is the super admin's (spec §6). */
  canRejudge: boolean;
  /** Deleting is for problem admins and the super admin (the contract's root|problem_admin). */
  canDelete: boolean;
  onFilters: (next: AdminProblemListFilters) => void;
}

/** /admin/problems: search, filter, page, and act on the site's problems. */
export function AdminProblemList({ filters, canRejudge, canDelete, onFilters }: AdminProblemListProps) {
  const { t } = useTranslation();
  const list = useQuery(adminProblemListQueryOptions(filters));
  const changeAuth = useChangeProblemAuth();
  const remove = useDeleteProblem();
  const rejudge = useRejudgeJob();
  const [deleting, setDeleting] = useState<AdminProblemRow | null>(null);
  const [rejudging, setRejudging] = useState<AdminProblemRow | null>(null);

  const total = list.data?.total ?? 0;
  return (
    <div className="space-y-4" data-testid="admin-problem-list">
      <AdminProblemToolbar
        key={filters.keyword}
        keyword={filters.keyword}
        auth={filters.auth}
        onSearch={(keyword) => onFilters({ ...filters, keyword, currentPage: 1 })}
        onAuth={(auth) => onFilters({ ...filters, auth, currentPage: 1 })}
      />
      {rejudge.followed ? (
        <RejudgeJobPanel
          job={rejudge.followed.job}
          heading={t('admin-problem.list.job.title', { problemId: rejudge.followed.subject })}
          strings="admin-problem.list.job"
          submissionsHref={`/status?problemID=${encodeURIComponent(rejudge.followed.subject)}`}
          testId="rejudge-job"
          onClose={rejudge.dismiss}
        />
      ) : null}
      <section className="overflow-hidden rounded-lg border border-slate-200 bg-white">
        <div className="overflow-x-auto">
          <AdminProblemTable
            rows={list.data?.records ?? []}
            loading={list.isPending}
            canRejudge={canRejudge}
            canDelete={canDelete}
            changingPid={changeAuth.isPending ? (changeAuth.variables?.pid ?? null) : null}
            onAuth={(row, auth) =>
              changeAuth.mutate(
                { pid: row.pid, auth },
                { onSuccess: () => showToast('success', t('admin-problem.list.visibleChanged')) },
              )
            }
            onRejudge={setRejudging}
            onDelete={setDeleting}
          />
        </div>
        <div className="border-t border-slate-100 px-3 py-2">
          <Pager
            total={total}
            pageSizes={adminProblemPageSizes}
            totalText={t('admin-problem.list.total', { total })}
            currentPage={filters.currentPage}
            limit={filters.limit}
            onPage={(currentPage) => onFilters({ ...filters, currentPage })}
            onLimit={(limit) => onFilters({ ...filters, limit, currentPage: 1 })}
          />
        </div>
      </section>
      <ConfirmDialog
        open={deleting !== null}
        title={t('admin-problem.list.deleteTitle')}
        confirmText={t('admin-problem.list.deleteConfirm')}
        cancelText={t('admin-problem.list.cancel')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.pid, {
            onSuccess: () => {
              showToast('success', t('admin-problem.list.deleted'));
              setDeleting(null);
            },
          })
        }
      >
        {deleting ? t('admin-problem.list.deleteText', deleting) : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={rejudging !== null}
        danger={false}
        title={t('admin-problem.list.rejudgeTitle')}
        confirmText={t('admin-problem.list.rejudgeConfirm')}
        cancelText={t('admin-problem.list.cancel')}
        busy={rejudge.starting}
        onCancel={() => setRejudging(null)}
        onConfirm={() =>
          rejudging && rejudge.start(rejudging.pid, rejudging.problemId, () => setRejudging(null))
        }
      >
        {rejudging ? t('admin-problem.list.rejudgeText', rejudging) : null}
      </ConfirmDialog>
    </div>
  );
}
