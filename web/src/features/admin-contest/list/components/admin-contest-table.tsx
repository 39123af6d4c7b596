import { useTranslation } from 'react-i18next';
import type { AdminContestRow } from '@oj/shared/api/admin-contest';
import { DataTable, type DataColumn } from '../../../../components/ui/data-table';
import { formatBeijingTime } from '../../../../lib/beijing-time';
import { ContestRuleTags, ContestStatusTag } from '../../components/contest-tags';
import { ToggleSwitch } from '../../../../components/ui/toggle-switch';
import { durationText } from '../../form/duration-text';
import { useNarrowList } from '../use-narrow-list';
import { ContestRowActions } from './contest-row-actions';

interface AdminContestTableProps {
  rows: readonly AdminContestRow[];
  loading: boolean;
  canDelete: boolean;
  /** The contest whose visibility or copy is on its way. */
  busyCid: number | null;
  onVisible: (row: AdminContestRow, visible: boolean) => void;
  onClone: (row: AdminContestRow) => void;
  onDelete: (row: AdminContestRow) => void;
}

/**
 * One page of contests: id, title with its rule and access, times, status, creator, visible, actions.
 * On a phone the actions wrap under the title, so the row fits the card and none is cut off.
 */
export function AdminContestTable(props: AdminContestTableProps) {
  const { t } = useTranslation();
  const narrow = useNarrowList();
  const actions = (row: AdminContestRow) => (
    <ContestRowActions
      row={row}
      canDelete={props.canDelete}
      cloning={props.busyCid === row.id}
      onClone={props.onClone}
      onDelete={props.onDelete}
    />
  );
  const columns: DataColumn<AdminContestRow>[] = [
    { key: 'id', header: 'ID', className: 'w-14 px-3 tabular-nums', hideBelow: 'sm', cell: (row) => row.id },
    {
      key: 'title',
      header: t('admin-contest.list.columns.title'),
      className: 'px-3',
      cellClassName: narrow ? 'max-w-64' : 'min-w-40 max-w-80',
      cell: (row) => (
        <div className="space-y-1">
          <span className="block truncate font-medium text-slate-800" title={row.title}>
            {row.title}
          </span>
          <span className="flex flex-wrap gap-1">
            <ContestRuleTags type={row.type} auth={row.auth} />
            {/* On a phone the status column folds away: the tag joins the title. */}
            <span className="sm:hidden">
              <ContestStatusTag status={row.status} />
            </span>
          </span>
          {narrow ? <div className="pt-1 whitespace-normal">{actions(row)}</div> : null}
        </div>
      ),
    },
    {
      key: 'time',
      header: t('admin-contest.list.columns.time'),
      className: 'px-3 whitespace-nowrap tabular-nums',
      hideBelow: 'md',
      cell: (row) => (
        <div className="text-xs text-slate-600">
          <div>{formatBeijingTime(row.startTime, 'minute')}</div>
          <div className="text-slate-400">{durationText(row.duration, t)}</div>
        </div>
      ),
    },
    {
      key: 'status',
      header: t('admin-contest.list.columns.status'),
      className: 'px-3',
      hideBelow: 'sm',
      cell: (row) => <ContestStatusTag status={row.status} />,
    },
    {
      key: 'author',
      header: t('admin-contest.list.columns.author'),
      className: 'px-3 whitespace-nowrap',
      hideBelow: 'lg',
      cell: (row) => row.author,
    },
    {
      key: 'visible',
      header: t('admin-contest.list.columns.visible'),
      className: 'px-3',
      cell: (row) => (
        <ToggleSwitch
          checked={row.visible}
          label={t(row.visible ? 'admin-contest.list.visibleOn' : 'admin-contest.list.visibleOff')}
          disabled={props.busyCid === row.id}
          onChange={(visible) => props.onVisible(row, visible)}
          testId="contest-visible"
        />
      ),
    },
  ];
  if (!narrow) {
    columns.push({
      key: 'actions',
      header: t('admin-contest.list.columns.actions'),
      className: 'px-3',
      cellClassName: 'min-w-36',
      cell: actions,
    });
  }
  return (
    <DataTable
      columns={columns}
      rows={props.rows}
      rowKey={(row) => row.id}
      look="banded"
      loading={props.loading}
      testId="admin-contest-table"
      rowAttributes={(row) => ({ 'data-testid': `admin-contest-${row.id}` })}
      empty={<p className="px-4 py-10 text-center text-sm text-slate-500">{t('admin-contest.list.empty')}</p>}
    />
  );
}
