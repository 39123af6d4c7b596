import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminAnnouncementRules, type AdminAnnouncement } from '@oj/shared/api/admin-announcement';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { Pager } from '../../../components/ui/pager';
import { formatBeijingTime } from '../../../lib/beijing-time';
import { showToast } from '../../../lib/toast-store';
import {
  announcementListQueryOptions,
  useDeleteAnnouncement,
  useUpdateAnnouncement,
} from '../api/announcement-calls';
import { AnnouncementEditor } from './announcement-editor';

/** The announcements: the editor panel (new or one being edited), the list with its toggles, pages. */
export function AnnouncementAdmin() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [editor, setEditor] = useState<{ editing: AdminAnnouncement | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminAnnouncement | null>(null);
  const list = useQuery(announcementListQueryOptions(page));
  const toggle = useUpdateAnnouncement();
  const remove = useDeleteAnnouncement();
  const total = list.data?.total ?? 0;
  const columns: DataColumn<AdminAnnouncement>[] = [
    { key: 'id', header: 'ID', cell: (row) => row.id, hideBelow: 'md' },
    {
      key: 'title',
      header: t('admin-announcement.list.title'),
      cell: (row) => <span className="block max-w-[22rem] truncate whitespace-normal">{row.title}</span>,
      cellClassName: 'whitespace-normal',
    },
    {
      key: 'time',
      header: t('admin-announcement.list.created'),
      cell: (row) => formatBeijingTime(row.gmtCreate),
      hideBelow: 'lg',
    },
    {
      key: 'author',
      header: t('admin-announcement.list.author'),
      cell: (row) => row.username,
      hideBelow: 'md',
    },
    {
      key: 'visible',
      header: t('admin-announcement.list.visible'),
      cell: (row) => (
        <input
          type="checkbox"
          aria-label={t('admin-announcement.list.visible')}
          checked={row.status === 0}
          disabled={toggle.isPending}
          onChange={(event) =>
            toggle.mutate({
              id: row.id,
              title: row.title,
              content: row.content,
              status: event.target.checked ? 0 : 1,
            })
          }
          data-testid={`announcement-visible-${row.id}`}
        />
      ),
    },
    {
      key: 'actions',
      header: t('admin-announcement.list.actions'),
      cell: (row) => (
        <span className="flex gap-3">
          <Button
            variant="link"
            onClick={() => setEditor({ editing: row })}
            data-testid={`announcement-edit-${row.id}`}
          >
            {t('admin-announcement.list.edit')}
          </Button>
          <Button
            variant="link"
            className="text-red-600"
            onClick={() => setDeleting(row)}
            data-testid={`announcement-delete-${row.id}`}
          >
            {t('admin-announcement.list.delete')}
          </Button>
        </span>
      ),
    },
  ];
  return (
    <div className="space-y-4">
      {editor ? (
        <AnnouncementEditor
          key={editor.editing?.id ?? 'new'}
          editing={editor.editing}
          onDone={() => setEditor(null)}
        />
      ) : null}
      <section className="rounded-lg border border-slate-200 bg-white" data-testid="announcement-list">
        <div className="flex items-center border-b border-slate-100 px-4 py-3">
          <h2 className="mr-auto text-base font-semibold text-slate-800">
            {t('admin-announcement.list.heading')}
          </h2>
          <Button
            className="py-1.5"
            onClick={() => setEditor({ editing: null })}
            data-testid="announcement-create"
          >
            {t('admin-announcement.list.create')}
          </Button>
        </div>
        <div className="overflow-x-auto">
          <DataTable
            columns={columns}
            rows={list.data?.records ?? []}
            rowKey={(row) => row.id}
            loading={list.isPending}
            empty={
              <p className="px-4 py-8 text-center text-sm text-slate-400">
                {t('admin-announcement.list.empty')}
              </p>
            }
          />
        </div>
        <div className="border-t border-slate-100 px-3 py-2">
          <Pager
            total={total}
            pageSizes={[adminAnnouncementRules.pageSize]}
            totalText={t('admin-announcement.list.total', { total })}
            currentPage={page}
            limit={adminAnnouncementRules.pageSize}
            onPage={setPage}
            onLimit={() => setPage(1)}
          />
        </div>
      </section>
      <ConfirmDialog
        open={deleting !== null}
        title={t('admin-announcement.remove.title')}
        confirmText={t('admin-announcement.remove.confirm')}
        cancelText={t('admin-announcement.remove.cancel')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              showToast('success', t('admin-announcement.remove.done'));
              setDeleting(null);
            },
          })
        }
      >
        {deleting ? t('admin-announcement.remove.text', { title: deleting.title }) : null}
      </ConfirmDialog>
    </div>
  );
}
