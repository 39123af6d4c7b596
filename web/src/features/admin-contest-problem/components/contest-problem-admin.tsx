import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { DeleteConfirm } from '../../../components/ui/delete-confirm';
import { ListCard } from '../../../components/ui/list-card';
import { contestProblemListQueryOptions, contestProblemPageSize } from '../api/get-contest-problem-list';
import { useRemoveContestProblem } from '../api/remove-contest-problem';
import { contestProblemRowsOf, type ContestProblemRow } from '../contest-problem-rows';
import { nextDisplayId } from '../next-display-id';
import { BalloonSwatch } from './balloon-colour-field';
import { EditLinkDialog } from './edit-link-dialog';
import { PublicProblemPicker } from './public-problem-picker';

interface ContestProblemAdminProps {
  cid: number;
  /** The contest's rule type: which public problems may join it. */
  type: 0 | 1;
}

const link = 'text-sm whitespace-nowrap text-blue-600 hover:underline';

/** A contest's problems: add from the public set, write a contest-only one, rename, recolour, remove. */
export function ContestProblemAdmin({ cid, type }: ContestProblemAdminProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [picking, setPicking] = useState(false);
  const [editing, setEditing] = useState<ContestProblemRow | null>(null);
  const [removing, setRemoving] = useState<ContestProblemRow | null>(null);
  const list = useQuery(contestProblemListQueryOptions(cid, page));
  const remove = useRemoveContestProblem(cid);
  const rows = list.data ? contestProblemRowsOf(list.data) : [];
  const total = list.data?.problemList.total ?? 0;
  const taken = Object.values(list.data?.contestProblemMap ?? {}).map((entry) => entry.displayId);

  const columns: DataColumn<ContestProblemRow>[] = [
    {
      key: 'displayId',
      header: t('admin-contest-problem.list.displayId'),
      className: 'w-16 px-3 font-medium whitespace-nowrap',
      cell: (row) => row.displayId,
    },
    {
      key: 'title',
      header: t('admin-contest-problem.list.displayTitle'),
      className: 'px-3',
      cellClassName: 'min-w-32 max-w-80',
      cell: (row) => (
        <div>
          <span className="block truncate text-slate-800" title={row.displayTitle}>
            {row.displayTitle}
          </span>
          <span className="block truncate text-xs text-slate-500">
            {row.problemId}
            {row.auth === 3 ? ` · ${t('admin-contest-problem.list.contestOnly')}` : ''}
          </span>
          {/* On a phone the balloon column folds away: its swatch joins the title. */}
          <span className="sm:hidden">
            <BalloonSwatch colour={row.color} />
          </span>
        </div>
      ),
    },
    {
      key: 'color',
      header: t('admin-contest-problem.list.color'),
      className: 'px-3 whitespace-nowrap',
      hideBelow: 'sm',
      cell: (row) => <BalloonSwatch colour={row.color} />,
    },
    {
      key: 'actions',
      header: t('admin-contest-problem.list.actions'),
      className: 'px-3',
      cell: (row) => (
        <div className="flex flex-col items-start gap-x-3 gap-y-1 sm:flex-row sm:flex-wrap">
          <Button variant="link" onClick={() => setEditing(row)} data-testid={`edit-link-${row.displayId}`}>
            {t('admin-contest-problem.list.editLink')}
          </Button>
          <AppLink href={`/admin/contest/${cid}/problem/${row.pid}/edit`} className={link}>
            {t('admin-contest-problem.list.editProblem')}
          </AppLink>
          <Button
            variant="link"
            className="text-red-600"
            onClick={() => setRemoving(row)}
            data-testid={`remove-${row.displayId}`}
          >
            {t('admin-contest-problem.list.remove')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-4">
      {picking ? (
        <PublicProblemPicker
          cid={cid}
          type={type}
          suggestedDisplayId={nextDisplayId(taken, total)}
          onClose={() => setPicking(false)}
        />
      ) : null}
      <ListCard
        heading={t('admin-contest-problem.list.heading')}
        hint={t('admin-contest-problem.list.hint', { type: type === 1 ? 'OI' : 'ACM' })}
        testId="contest-problem-list"
        actions={
          // A row of its own on a phone: beside the buttons the heading would shrink to a column.
          <div className="flex w-full flex-wrap gap-2 sm:w-auto">
            <Button
              variant="secondary"
              className="py-1.5"
              onClick={() => setPicking(true)}
              data-testid="add-from-public"
            >
              {t('admin-contest-problem.list.addPublic')}
            </Button>
            <AppLink
              href={`/admin/contest/${cid}/problem/create`}
              className="rounded-md bg-blue-600 px-4 py-1.5 text-sm font-medium whitespace-nowrap text-white transition hover:bg-blue-700"
              data-testid="create-contest-problem"
            >
              ＋ {t('admin-contest-problem.list.create')}
            </AppLink>
          </div>
        }
        paging={{
          total,
          totalText: t('admin-contest-problem.list.total', { count: total }),
          currentPage: page,
          pageSize: contestProblemPageSize,
          onPage: setPage,
        }}
      >
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(row) => row.pid}
          look="banded"
          loading={list.isPending}
          rowAttributes={(row) => ({ 'data-testid': `contest-problem-${row.displayId}` })}
          empty={
            <p className="px-4 py-8 text-center text-sm text-slate-400">
              {t('admin-contest-problem.list.empty')}
            </p>
          }
        />
      </ListCard>
      <EditLinkDialog cid={cid} row={editing} onClose={() => setEditing(null)} />
      <DeleteConfirm
        target={removing}
        title={t('admin-contest-problem.remove.title')}
        describe={(row) =>
          t('admin-contest-problem.remove.text', { displayId: row.displayId, title: row.displayTitle })
        }
        confirmText={t('admin-contest-problem.remove.confirm')}
        cancelText={t('admin-contest-problem.remove.cancel')}
        doneText={t('admin-contest-problem.remove.done')}
        busy={remove.isPending}
        onDelete={(row, removed) => remove.mutate(row.pid, { onSuccess: removed })}
        onClose={() => setRemoving(null)}
      />
    </div>
  );
}
