import { useTranslation } from 'react-i18next';
import type { DiscussionRow } from '@oj/shared/api/discussion';
import { RowActions } from '../../../../components/admin-list/row-actions';
import type { RowSelection } from '../../../../components/admin-list/row-selection';
import { selectColumn } from '../../../../components/admin-list/select-column';
import { switchColumn } from '../../../../components/admin-list/switch-column';
import type { DataColumn } from '../../../../components/ui/data-table';
import { formatBeijingTime } from '../../../../lib/beijing-time';
import { DiscussionLink, newTab } from '../../components/discussion-link';
import { idColumn } from '../../../../components/ui/id-column';

interface AdminDiscussionColumnsProps {
  /** Category names by id, for the category column. */
  categoryName: (categoryId: number) => string;
  selection: RowSelection<number>;
  /** The discussion whose switch is on its way to the server. */
  busyId: number | null;
  onPinned: (row: DiscussionRow, pinned: boolean) => void;
  onEnabled: (row: DiscussionRow, enabled: boolean) => void;
  onDelete: (row: DiscussionRow) => void;
}

const userHome = (row: DiscussionRow) =>
  `/user-home?uid=${encodeURIComponent(row.uid)}&username=${encodeURIComponent(row.author)}`;

/**
 * The discussions' columns: a box to choose each, id, title (opening the discussion in a new tab) with
 * its problem and disabled tags, author, category, time, the pinned and enabled switches and delete.
 * Below 768 px the author, category and time ride under the title instead of their columns, and below
 * 640 px the delete link too, so the switches stay in view on a phone.
 */
export function useAdminDiscussionColumns(props: AdminDiscussionColumnsProps): DataColumn<DiscussionRow>[] {
  const { t } = useTranslation();
  const busy = (row: DiscussionRow) => props.busyId === row.id;
  const deleteAction = (row: DiscussionRow, testId: string) => ({
    text: t('admin-discussion.list.delete'),
    onClick: () => props.onDelete(row),
    danger: true,
    testId,
  });
  return [
    selectColumn({
      selection: props.selection,
      idOf: (row: DiscussionRow) => row.id,
      pageLabel: t('admin-discussion.list.selectPage'),
      rowLabel: (row) => t('admin-discussion.list.selectRow', { id: row.id }),
      className: 'w-8 pl-4',
      pageTestId: 'admin-discussion-select-page',
      rowTestId: 'admin-discussion-select',
    }),
    idColumn<DiscussionRow>(t('admin-discussion.list.columns.id'), 'px-2'),
    {
      key: 'title',
      header: t('admin-discussion.list.columns.title'),
      className: 'px-3',
      cell: (row) => (
        <div className="flex min-w-40 flex-col gap-1">
          <DiscussionLink did={row.id} testId="admin-discussion-title">
            {row.title}
          </DiscussionLink>
          <div className="flex flex-wrap gap-1 text-xs">
            {row.pid ? (
              <span className="rounded border border-slate-200 bg-slate-50 px-1.5 py-0.5 text-slate-600">
                {t('admin-discussion.list.problemTag', { pid: row.pid })}
              </span>
            ) : null}
            {row.status === 1 ? (
              <span className="rounded border border-red-200 bg-red-50 px-1.5 py-0.5 text-red-700">
                {t('admin-discussion.list.disabledTag')}
              </span>
            ) : null}
          </div>
          <span className="text-xs break-words text-slate-500 md:hidden">
            {row.author} · {props.categoryName(row.categoryId)} · {formatBeijingTime(row.gmtCreate, 'minute')}
          </span>
          <RowActions className="sm:hidden" actions={[deleteAction(row, 'admin-discussion-delete-narrow')]} />
        </div>
      ),
    },
    {
      key: 'author',
      header: t('admin-discussion.list.columns.author'),
      className: 'px-3',
      hideBelow: 'md',
      cell: (row) => (
        <a href={userHome(row)} {...newTab} className="text-slate-700 hover:text-blue-600 hover:underline">
          {row.author}
        </a>
      ),
    },
    {
      key: 'category',
      header: t('admin-discussion.list.columns.category'),
      className: 'px-3 text-slate-600',
      hideBelow: 'md',
      cell: (row) => props.categoryName(row.categoryId),
    },
    {
      key: 'time',
      header: t('admin-discussion.list.columns.time'),
      className: 'px-3 whitespace-nowrap text-slate-500 tabular-nums',
      hideBelow: 'lg',
      cell: (row) => formatBeijingTime(row.gmtCreate, 'minute'),
    },
    switchColumn({
      key: 'pinned',
      header: t('admin-discussion.list.columns.pinned'),
      className: 'px-2',
      checked: (row) => row.topPriority,
      label: t('admin-discussion.list.pinned'),
      busy,
      onChange: props.onPinned,
      testId: 'admin-discussion-pinned',
    }),
    switchColumn({
      key: 'enabled',
      header: t('admin-discussion.list.columns.enabled'),
      className: 'px-2',
      checked: (row) => row.status === 0,
      label: t('admin-discussion.list.enabled'),
      busy,
      onChange: props.onEnabled,
      testId: 'admin-discussion-enabled',
    }),
    {
      key: 'actions',
      header: t('admin-discussion.list.columns.actions'),
      className: 'px-2 pr-4',
      hideBelow: 'sm',
      cell: (row) => <RowActions actions={[deleteAction(row, 'admin-discussion-delete')]} />,
    },
  ];
}
