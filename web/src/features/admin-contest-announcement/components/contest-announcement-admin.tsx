import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contestAnnouncementRules, type ContestAnnouncement } from '@oj/shared/api/contest-announcement';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { DeleteConfirm } from '../../../components/ui/delete-confirm';
import { EditDeleteActions } from '../../../components/ui/edit-delete-actions';
import { ListCard } from '../../../components/ui/list-card';
import { formatBeijingTime } from '../../../lib/beijing-time';
import { showToast } from '../../../lib/toast-store';
import {
  contestAnnouncementListQueryOptions,
  useDeleteContestAnnouncement,
  useUpdateContestAnnouncement,
} from '../api/contest-announcement-calls';
import { ContestAnnouncementEditor } from './contest-announcement-editor';

/** One contest's announcements: the editor (new or one being edited), the list with its toggles, pages. */
export function ContestAnnouncementAdmin({ cid }: { cid: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [editor, setEditor] = useState<{ editing: ContestAnnouncement | null } | null>(null);
  const [deleting, setDeleting] = useState<ContestAnnouncement | null>(null);
  const list = useQuery(contestAnnouncementListQueryOptions(cid, page));
  const toggle = useUpdateContestAnnouncement(cid);
  const remove = useDeleteContestAnnouncement();
  const total = list.data?.total ?? 0;
  const columns: DataColumn<ContestAnnouncement>[] = [
    { key: 'id', header: 'ID', className: 'px-3', cell: (row) => row.id, hideBelow: 'md' },
    {
      key: 'title',
      header: t('admin-contest-announcement.list.title'),
      className: 'px-3',
      cellClassName: 'whitespace-normal',
      cell: (row) => <span className="block max-w-[22rem] min-w-32 truncate">{row.title}</span>,
    },
    {
      key: 'time',
      header: t('admin-contest-announcement.list.created'),
      className: 'px-3 whitespace-nowrap',
      cell: (row) => formatBeijingTime(row.gmtCreate, 'minute'),
      hideBelow: 'lg',
    },
    {
      key: 'author',
      header: t('admin-contest-announcement.list.author'),
      className: 'px-3',
      cell: (row) => row.username,
      hideBelow: 'md',
    },
    {
      key: 'visible',
      header: t('admin-contest-announcement.list.visible'),
      className: 'px-3',
      cell: (row) => (
        <input
          type="checkbox"
          aria-label={t('admin-contest-announcement.list.visible')}
          checked={row.status === 0}
          disabled={toggle.isPending}
          onChange={(event) =>
            toggle.mutate(
              { id: row.id, title: row.title, content: row.content, status: event.target.checked ? 0 : 1 },
              { onSuccess: () => showToast('success', t('admin-contest-announcement.list.saved')) },
            )
          }
          data-testid={`contest-announcement-visible-${row.id}`}
        />
      ),
    },
    {
      key: 'actions',
      header: t('admin-contest-announcement.list.actions'),
      className: 'px-3',
      cell: (row) => (
        <EditDeleteActions
          editText={t('admin-contest-announcement.list.edit')}
          deleteText={t('admin-contest-announcement.list.delete')}
          onEdit={() => setEditor({ editing: row })}
          onDelete={() => setDeleting(row)}
          editTestId={`contest-announcement-edit-${row.id}`}
          deleteTestId={`contest-announcement-delete-${row.id}`}
        />
      ),
    },
  ];
  return (
    <div className="space-y-4">
      {editor ? (
        <ContestAnnouncementEditor
          key={editor.editing?.id ?? 'new'}
          cid={cid}
          editing={editor.editing}
          onDone={() => setEditor(null)}
        />
      ) : null}
      <ListCard
        heading={t('admin-contest-announcement.list.heading')}
        hint={t('admin-contest-announcement.list.hint')}
        testId="contest-announcement-list"
        actions={
          <Button
            className="py-1.5"
            onClick={() => setEditor({ editing: null })}
            data-testid="contest-announcement-create"
          >
            {t('admin-contest-announcement.list.create')}
          </Button>
        }
        paging={{
          total,
          totalText: t('admin-contest-announcement.list.total', { total }),
          currentPage: page,
          pageSize: contestAnnouncementRules.adminPageSize,
          onPage: setPage,
        }}
      >
        <DataTable
          columns={columns}
          rows={list.data?.records ?? []}
          rowKey={(row) => row.id}
          loading={list.isPending}
          empty={
            <p className="px-4 py-8 text-center text-sm text-slate-400">
              {t('admin-contest-announcement.list.empty')}
            </p>
          }
        />
      </ListCard>
      <DeleteConfirm
        target={deleting}
        title={t('admin-contest-announcement.remove.title')}
        describe={(row) => t('admin-contest-announcement.remove.text', { title: row.title })}
        confirmText={t('admin-contest-announcement.remove.confirm')}
        cancelText={t('admin-contest-announcement.remove.cancel')}
        doneText={t('admin-contest-announcement.remove.done')}
        busy={remove.isPending}
        onDelete={(row, deleted) => remove.mutate(row.id, { onSuccess: deleted })}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
