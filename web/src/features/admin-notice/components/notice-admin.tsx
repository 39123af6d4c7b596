import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  adminNoticeRules,
  noticeAudiences,
  type AdminNotice,
  type NoticeAudience,
} from '@oj/shared/api/admin-notice';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { DeleteConfirm } from '../../../components/ui/delete-confirm';
import { EditDeleteActions } from '../../../components/ui/edit-delete-actions';
import { ListCard } from '../../../components/ui/list-card';
import { formatBeijingTime } from '../../../lib/beijing-time';
import { noticeListQueryOptions, useDeleteNotice } from '../api/notice-calls';
import { NoticeEditor } from './notice-editor';

/** The notices: the audience filter, the editor panel, the list and its pages. */
export function NoticeAdmin() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [type, setType] = useState<NoticeAudience | undefined>(undefined);
  const [editor, setEditor] = useState<{ editing: AdminNotice | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminNotice | null>(null);
  const list = useQuery(noticeListQueryOptions(page, type));
  const remove = useDeleteNotice();
  const total = list.data?.total ?? 0;
  const columns: DataColumn<AdminNotice>[] = [
    { key: 'id', header: 'ID', cell: (row) => row.id, hideBelow: 'md' },
    {
      key: 'title',
      header: t('admin-notice.list.title'),
      cell: (row) => row.title,
      cellClassName: 'whitespace-normal',
    },
    {
      key: 'type',
      header: t('admin-notice.list.type'),
      cell: (row) =>
        row.type === 'Single'
          ? `${t('admin-notice.audience.Single')}: ${row.recipientUsername ?? ''}`
          : t(`admin-notice.audience.${row.type}`),
    },
    {
      key: 'state',
      header: t('admin-notice.list.state'),
      cell: (row) => t(row.state ? 'admin-notice.list.pushed' : 'admin-notice.list.notPushed'),
    },
    {
      key: 'time',
      header: t('admin-notice.list.created'),
      cell: (row) => formatBeijingTime(row.gmtCreate),
      hideBelow: 'lg',
    },
    {
      key: 'author',
      header: t('admin-notice.list.author'),
      cell: (row) => row.adminUsername,
      hideBelow: 'lg',
    },
    {
      key: 'actions',
      header: t('admin-notice.list.actions'),
      cell: (row) => (
        <EditDeleteActions
          editText={t('admin-notice.list.edit')}
          deleteText={t('admin-notice.list.delete')}
          onEdit={() => setEditor({ editing: row })}
          onDelete={() => setDeleting(row)}
        />
      ),
    },
  ];
  return (
    <div className="space-y-4">
      {editor ? (
        <NoticeEditor
          key={editor.editing?.id ?? 'new'}
          editing={editor.editing}
          onDone={() => setEditor(null)}
        />
      ) : null}
      <ListCard
        heading={t('admin-notice.list.heading')}
        testId="notice-list"
        actions={
          <>
            <select
              className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
              aria-label={t('admin-notice.list.type')}
              value={type ?? ''}
              onChange={(event) => {
                setType((event.target.value || undefined) as NoticeAudience | undefined);
                setPage(1);
              }}
            >
              <option value="">{t('admin-notice.list.allTypes')}</option>
              {noticeAudiences.map((audience) => (
                <option key={audience} value={audience}>
                  {t(`admin-notice.audience.${audience}`)}
                </option>
              ))}
            </select>
            <Button
              className="py-1.5"
              onClick={() => setEditor({ editing: null })}
              data-testid="notice-create"
            >
              {t('admin-notice.list.create')}
            </Button>
          </>
        }
        paging={{
          total,
          totalText: t('admin-notice.list.total', { total }),
          currentPage: page,
          pageSize: adminNoticeRules.pageSize,
          onPage: setPage,
        }}
      >
        <DataTable
          columns={columns}
          rows={list.data?.records ?? []}
          rowKey={(row) => row.id}
          loading={list.isPending}
          empty={
            <p className="px-4 py-8 text-center text-sm text-slate-400">{t('admin-notice.list.empty')}</p>
          }
        />
      </ListCard>
      <DeleteConfirm
        target={deleting}
        title={t('admin-notice.remove.title')}
        describe={(row) => t('admin-notice.remove.text', { title: row.title })}
        confirmText={t('admin-notice.remove.confirm')}
        cancelText={t('admin-notice.remove.cancel')}
        doneText={t('admin-notice.remove.done')}
        busy={remove.isPending}
        onDelete={(row, deleted) => remove.mutate(row.id, { onSuccess: deleted })}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
