import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminContestRules, type AdminContestRow } from '@oj/shared/api/admin-contest';
import { PagedList } from '../../../../components/admin-list/paged-list';
import { ListToolbar } from '../../../../components/admin-list/list-toolbar';
import { firstListPlace, pageOfPlace } from '../../../../components/admin-list/list-place';
import { pendingRow, writeThenSay } from '../../../../components/admin-list/row-write';
import { useConfirmedDelete } from '../../../../components/admin-list/use-confirmed-delete';
import { useChangeContestVisible } from '../../api/change-contest-visible';
import { useCloneContest } from '../../api/clone-contest';
import { useDeleteContest } from '../../api/delete-contest';
import { adminContestListQueryOptions } from '../../api/get-admin-contest-list';
import { contestKeywordMaxLength, type AdminContestListState } from '../contest-list-search';
import { useAdminContestColumns } from './admin-contest-columns';

interface AdminContestListProps {
  state: AdminContestListState;
  /** Deleting a contest is the super admin's alone. */
  canDelete: boolean;
  onState: (next: AdminContestListState) => void;
}

/** /admin/contest: search, page, show or hide, clone and delete the contests the admin runs. */
export function AdminContestList({ state, canDelete, onState }: AdminContestListProps) {
  const { t } = useTranslation();
  const list = useQuery(adminContestListQueryOptions(state.keyword, state.currentPage));
  const visible = useChangeContestVisible();
  const clone = useCloneContest();
  const remove = useDeleteContest();
  const removal = useConfirmedDelete({
    textsAt: 'admin-contest.remove',
    describe: (row: AdminContestRow) => t('admin-contest.remove.text', { id: row.id, title: row.title }),
    mutation: remove,
    variables: (row) => row.id,
  });
  const columns = useAdminContestColumns({
    canDelete,
    busyCid: pendingRow(visible, (query) => query.cid) ?? pendingRow(clone, (cid) => cid),
    onVisible: (row, shown) =>
      writeThenSay(
        visible,
        { cid: row.id, uid: row.uid, visible: shown },
        t(shown ? 'admin-contest.list.shown' : 'admin-contest.list.hidden'),
      ),
    onClone: (row) =>
      writeThenSay(clone, row.id, t('admin-contest.list.cloned', { title: row.title }), () => {
        // The copy is the newest contest: it heads the first page.
        if (state.currentPage !== 1 || state.keyword !== '') onState(firstListPlace);
      }),
    onDelete: removal.ask,
  });
  return (
    <div className="space-y-4" data-testid="admin-contest-list">
      <ListToolbar
        search={{
          place: state,
          onPlace: onState,
          placeholder: t('admin-contest.list.searchPlaceholder'),
          maxLength: contestKeywordMaxLength,
          inputTestId: 'admin-contest-keyword',
          buttonTestId: 'admin-contest-search',
        }}
        create={{
          href: '/admin/contest/create',
          text: t('admin-contest.list.create'),
          testId: 'admin-contest-create',
        }}
      />
      <PagedList
        heading={t('admin-contest.list.heading')}
        hint={t('admin-contest.list.hint')}
        query={list}
        paging={{
          ...pageOfPlace(state, onState),
          pageSize: adminContestRules.pageSize,
          totalText: (count) => t('admin-contest.list.total', { count }),
        }}
        columns={columns}
        rowKey={(row) => row.id}
        look="banded"
        tableTestId="admin-contest-table"
        rowAttributes={(row) => ({ 'data-testid': `admin-contest-${row.id}` })}
        empty={
          <p className="px-4 py-10 text-center text-sm text-slate-500">{t('admin-contest.list.empty')}</p>
        }
      />
      {removal.dialog}
    </div>
  );
}
