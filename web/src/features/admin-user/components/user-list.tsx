import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminUserRow } from '@oj/shared/api/admin-user';
import { Pager } from '../../../components/ui/pager';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { showToast } from '../../../lib/toast-store';
import { userListQueryOptions, type UserListFilters } from '../api/get-user-list';
import { useDeleteUsers } from '../api/user-writes';
import { UserTable } from './user-table';
import { EditUserDialog } from './edit-user-dialog';

const pageSizes = [10, 20, 50, 100] as const;

/** The accounts: search, the administrators filter, pages, and each row's edit and delete. */
export function UserList({ selfUid }: { selfUid: string | undefined }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<UserListFilters>({
    currentPage: 1,
    limit: 10,
    keyword: '',
    onlyAdmin: false,
  });
  const [typed, setTyped] = useState('');
  const list = useQuery(userListQueryOptions(filters));
  const remove = useDeleteUsers();
  const [editing, setEditing] = useState<AdminUserRow | null>(null);
  const [deleting, setDeleting] = useState<AdminUserRow | null>(null);
  const total = list.data?.total ?? 0;
  return (
    <section className="rounded-lg border border-slate-200 bg-white" data-testid="admin-user-list">
      <form
        className="flex flex-wrap items-center gap-3 border-b border-slate-100 px-4 py-3"
        onSubmit={(event) => {
          event.preventDefault();
          setFilters({ ...filters, keyword: typed.trim(), currentPage: 1 });
        }}
      >
        <h2 className="mr-auto text-base font-semibold text-slate-800">{t('admin-user.list.heading')}</h2>
        <input
          className="w-64 max-w-full rounded-md border border-slate-300 px-3 py-1.5 text-sm outline-none focus:border-blue-500"
          placeholder={t('admin-user.list.searchPlaceholder')}
          aria-label={t('admin-user.list.searchPlaceholder')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          data-testid="user-search"
        />
        <Button type="submit" className="py-1.5">
          {t('admin-user.list.search')}
        </Button>
        <CheckboxField
          label={t('admin-user.list.onlyAdmin')}
          checked={filters.onlyAdmin}
          onChange={(onlyAdmin) => setFilters({ ...filters, onlyAdmin, currentPage: 1 })}
          testId="user-only-admin"
        />
      </form>
      <div className="overflow-x-auto">
        <UserTable
          rows={list.data?.records ?? []}
          loading={list.isPending}
          selfUid={selfUid}
          onEdit={setEditing}
          onDelete={setDeleting}
        />
      </div>
      <div className="border-t border-slate-100 px-3 py-2">
        <Pager
          total={total}
          pageSizes={pageSizes}
          totalText={t('admin-user.list.total', { total })}
          currentPage={filters.currentPage}
          limit={filters.limit}
          onPage={(currentPage) => setFilters({ ...filters, currentPage })}
          onLimit={(limit) => setFilters({ ...filters, limit, currentPage: 1 })}
        />
      </div>
      {editing ? (
        <EditUserDialog
          key={editing.uid}
          user={editing}
          isSelf={editing.uid === selfUid}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('admin-user.remove.title')}
        confirmText={t('admin-user.remove.confirm')}
        cancelText={t('admin-user.remove.cancel')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate([deleting.uid], {
            onSuccess: () => {
              showToast('success', t('admin-user.remove.done'));
              setDeleting(null);
            },
          })
        }
      >
        {deleting ? t('admin-user.remove.text', { username: deleting.username }) : null}
      </ConfirmDialog>
    </section>
  );
}
