import { useTranslation } from 'react-i18next';
import type { AdminContestRow } from '@oj/shared/api/admin-contest';
import { switchColumn } from '../../../../components/admin-list/switch-column';
import type { DataColumn } from '../../../../components/ui/data-table';
import { formatBeijingTime } from '../../../../lib/beijing-time';
import { ContestRuleTags, ContestStatusTag } from '../../components/contest-tags';
import { durationText } from '../../form/duration-text';
import { useNarrowList } from '../use-narrow-list';
import { ContestRowActions } from './contest-row-actions';

interface AdminContestColumnsProps {
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
export function useAdminContestColumns(props: AdminContestColumnsProps): DataColumn<AdminContestRow>[] {
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
    switchColumn({
      key: 'visible',
      header: t('admin-contest.list.columns.visible'),
      className: 'px-3',
      checked: (row) => row.visible,
      label: (row) => t(row.visible ? 'admin-contest.list.visibleOn' : 'admin-contest.list.visibleOff'),
      busy: (row) => props.busyCid === row.id,
      onChange: props.onVisible,
      testId: 'contest-visible',
    }),
  ];
  // Drawn in one place or the other, never both hidden by CSS: each action exists once on the page.
  if (!narrow) {
    columns.push({
      key: 'actions',
      header: t('admin-contest.list.columns.actions'),
      className: 'px-3',
      cellClassName: 'min-w-36',
      cell: actions,
    });
  }
  return columns;
}
