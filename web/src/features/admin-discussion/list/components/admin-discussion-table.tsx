import { useTranslation } from 'react-i18next';
import type { DiscussionRow } from '@oj/shared/api/discussion';
import { EmptyState } from '../../../../components/ui/card';
import { DataTable, type DataColumn } from '../../../../components/ui/data-table';
import { ToggleSwitch } from '../../../../components/ui/toggle-switch';
import { formatBeijingTime } from '../../../../lib/beijing-time';
import { wholePageTicked } from '../selected-ids';

interface AdminDiscussionTableProps {
  rows: readonly DiscussionRow[];
  loading: boolean;
  /** Said instead of an empty table: no match, or why the list could not be read. */
  emptyText: string;
  /** Category names by id, for the category column. */
  categoryName: (categoryId: number) => string;
  selected: readonly number[];
  onSelect: (id: number, ticked: boolean) => void;
  onSelectPage: (ticked: boolean) => void;
  /** The discussion whose switch is on its way to the server. */
  busyId: number | null;
  onPinned: (row: DiscussionRow, pinned: boolean) => void;
  onEnabled: (row: DiscussionRow, enabled: boolean) => void;
  onDelete: (row: DiscussionRow) => void;
}

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;
const userHome = (row: DiscussionRow) =>
  `/user-home?uid=${encodeURIComponent(row.uid)}&username=${encodeURIComponent(row.author)}`;

interface DeleteLinkProps {
  onClick: () => void;
  className?: string;
  testId?: string;
}

/** A row's delete: in its own column, or under the title on a phone. */
function DeleteLink({ onClick, className = '', testId = 'admin-discussion-delete' }: DeleteLinkProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClick}
      className={`text-sm whitespace-nowrap text-red-600 hover:underline ${className}`}
      data-testid={testId}
    >
      {t('admin-discussion.list.delete')}
    </button>
  );
}

/**
 * The discussions: a box to choose each, id, title (opening the discussion in a new tab) with its
 * problem and disabled tags, author, category, time, the pinned and enabled switches and delete. Below
 * 768 px the author, category and time ride under the title instead of their columns, and below
 * 640 px the delete link too, so the switches stay in view on a phone.
 */
export function AdminDiscussionTable(props: AdminDiscussionTableProps) {
  const { t } = useTranslation();
  const pageIds = props.rows.map((row) => row.id);
  const columns: DataColumn<DiscussionRow>[] = [
    {
      key: 'choose',
      header: (
        <input
          type="checkbox"
          checked={wholePageTicked(props.selected, pageIds)}
          onChange={(event) => props.onSelectPage(event.target.checked)}
          aria-label={t('admin-discussion.list.selectPage')}
          data-testid="admin-discussion-select-page"
        />
      ),
      className: 'w-8 pl-4',
      cell: (row) => (
        <input
          type="checkbox"
          checked={props.selected.includes(row.id)}
          onChange={(event) => props.onSelect(row.id, event.target.checked)}
          aria-label={t('admin-discussion.list.selectRow', { id: row.id })}
          data-testid="admin-discussion-select"
        />
      ),
    },
    {
      key: 'id',
      header: t('admin-discussion.list.columns.id'),
      className: 'w-14 px-2 text-slate-500 tabular-nums',
      hideBelow: 'sm',
      cell: (row) => row.id,
    },
    {
      key: 'title',
      header: t('admin-discussion.list.columns.title'),
      className: 'px-3',
      cell: (row) => (
        <div className="flex min-w-40 flex-col gap-1">
          <a
            href={`/discussion-detail/${row.id}`}
            {...newTab}
            className="font-medium break-words text-blue-700 hover:underline"
            data-testid="admin-discussion-title"
          >
            {row.title}
          </a>
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
          <DeleteLink
            className="w-fit sm:hidden"
            onClick={() => props.onDelete(row)}
            testId="admin-discussion-delete-narrow"
          />
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
    {
      key: 'pinned',
      header: t('admin-discussion.list.columns.pinned'),
      className: 'px-2',
      cell: (row) => (
        <ToggleSwitch
          checked={row.topPriority}
          label={t('admin-discussion.list.pinned')}
          disabled={props.busyId === row.id}
          onChange={(pinned) => props.onPinned(row, pinned)}
          testId="admin-discussion-pinned"
        />
      ),
    },
    {
      key: 'enabled',
      header: t('admin-discussion.list.columns.enabled'),
      className: 'px-2',
      cell: (row) => (
        <ToggleSwitch
          checked={row.status === 0}
          label={t('admin-discussion.list.enabled')}
          disabled={props.busyId === row.id}
          onChange={(enabled) => props.onEnabled(row, enabled)}
          testId="admin-discussion-enabled"
        />
      ),
    },
    {
      key: 'actions',
      header: t('admin-discussion.list.columns.actions'),
      className: 'px-2 pr-4',
      hideBelow: 'sm',
      cell: (row) => <DeleteLink onClick={() => props.onDelete(row)} />,
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={props.rows}
      rowKey={(row) => row.id}
      look="banded"
      loading={props.loading}
      empty={<EmptyState text={props.emptyText} />}
      rowAttributes={(row) => ({
        'data-testid': 'admin-discussion-row',
        'data-did': row.id,
        'data-status': row.status,
      })}
    />
  );
}
